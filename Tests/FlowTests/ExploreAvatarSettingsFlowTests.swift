import AppComposition
import AppTestSupport
import Domain
import Presentation
import TerminalUI
import Testing

/// `e` opens the selected avatar's settings in Explore's avatar sections, as it does in a
/// category; Help lists it there, and not on a category or a headline.
@MainActor
@Suite("Explore: e opens an avatar's settings")
struct ExploreAvatarSettingsFlowTests {
    @Test func onYourAvatarUnderMyAvatarsItRenamesIt() async throws {
        let (_, app) = try await AvatarDeletionFlowTests.withTwinbot(
            on: [.explore], size: Size(width: 120, height: 30), pressing: .char("2"), .char("e"))
        #expect(app.router.sheet == .avatarSettings(avatarID: AvatarDeletionFlowTests.twinbot.id))
        await app.retypeAvatar(name: "Twinbot Two", doing: "oiling gears")
        #expect(app.router.sheet == nil)
        #expect(app.text.contains("Twinbot Two"), "Explore shows the new name once the sheet closes")
    }

    @Test func inFeaturedAndPopularTooButNotOnACategoryOrAHeadline() async throws {
        let app = await AppDriver(path: [.explore], size: Size(width: 100, height: 60))
        for section in ["1", "4"] {
            await app.press(.char(Character(section)), .char("e"))
            guard case .avatarSettings = app.router.sheet else {
                Issue.record("e in section \(section) opened \(String(describing: app.router.sheet))")
                return
            }
            #expect(app.text.contains("System prompt"))
            await app.press(.escape)
            #expect(app.router.sheet == nil)
        }
        let keys = ListedKeysFlowTests()
        #expect(keys.lists(await keys.helpRows(app), "e", "The selected avatar's system prompt, temperature and max tokens"))
        for section in ["3", "5"] {
            await app.press(.char(Character(section)), .char("e"))
            #expect(app.router.sheet == nil, "e does nothing in section \(section)")
            #expect(!keys.lists(await keys.helpRows(app), "e"), "nor is listed there")
        }
    }
}
