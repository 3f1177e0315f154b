import AppComposition
import AppTestSupport
import DataAccess
import Domain
import DomainDoubles
import TerminalUI
import Testing

/// The system prompt box in Avatar settings at 80x24: it uses the rows an error would take while
/// there is none, and ↑/↓ in its right column say when rows are hidden, as in the chat input.
@MainActor
@Suite("Avatar settings: the system prompt box")
struct AvatarSettingsPromptFlowTests {
    static let name = String(repeating: "龍", count: 31) + "🐉"

    /// A chat with an avatar the user made, with a long name, doing and where, at 80x24.
    func longAvatarChat() async throws -> AppDriver {
        let deps = AppDependencies.mock
        try await deps.userAvatars.save(Avatar(
            id: "user-long", name: Self.name, character: .cat, action: String(repeating: "火を吹いている", count: 7),
            location: String(repeating: "富士山の上で", count: 8), author: "Ann", createdAt: FixtureCatalog.referenceDate,
            popularity: 0, isUserMade: true))
        return await AppDriver(deps: deps, path: [.explore, .chat(avatarID: "user-long")], size: Size(width: 80, height: 24))
    }

    @Test func aLongBuiltPromptShowsWholeWithItsFirstLine() async throws {
        let app = try await longAvatarChat()
        await app.press(.alt("p"))
        #expect(await app.waitUntil { $0.contains("System prompt") })
        let lines = app.screen.textLines()
        #expect(lines.contains { $0.contains("You are 龍龍") }, "the first line is not scrolled off")
        #expect(lines.contains { $0.contains("writes in.") }, "the last line shows too")
        #expect(!lines.contains { $0.contains("↑") || $0.contains("↓") }, "nothing is hidden")
    }

    @Test func aPromptTallerThanTheBoxMarksTheRowsHiddenAboveAndBelow() async {
        let (app, responder) = await AppDriver.mochiChat(size: Size(width: 80, height: 24))
        await app.press(.alt("p"))
        #expect(await app.waitUntil { $0.contains("System prompt") })
        for index in 1...20 {
            await app.type("line \(index)")
            await app.press(.altEnter)
        }
        var lines = app.screen.textLines()
        #expect(lines.contains { $0.contains("line 20") })
        #expect(!lines.contains { $0.contains("line 1 ") }, "the first rows scrolled off")
        #expect(lines.contains { $0.contains("↑") }, "rows hidden above are marked")
        for _ in 1...30 { await app.press(.up) }
        lines = app.screen.textLines()
        #expect(lines.contains { $0.contains("↓") }, "rows hidden below are marked")
        #expect(!lines.contains { $0.contains("↑") })
        responder.finish()
    }

    @Test func newAvatarsPreviewEndsInAnEllipsisWhenItGoesOn() async {
        let app = await AppDriver(path: [.explore], size: Size(width: 80, height: 24))
        await app.press(.char("n"))
        await app.type("Rex")
        await app.press(.tab, .tab)
        await app.type(String(repeating: "火を吹いている", count: 6))
        await app.press(.tab)
        await app.type(String(repeating: "富士山の上で", count: 8))
        let lines = app.screen.textLines()
        guard let first = lines.firstIndex(where: { $0.contains(" that is 火を") }), first + 1 < lines.count else {
            Issue.record("no preview in \(lines.joined(separator: "\n"))")
            return
        }
        let second = lines[first + 1]
        #expect(second.contains("富士山の上で…"), "the preview says it goes on; got \(second)")
    }
}
