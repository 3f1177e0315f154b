import AppComposition
import AppTestSupport
import Domain
import Presentation
import Testing

/// A category (or a feed tag's item list) opened again from Explore selects the row it had
/// selected when the user left it, as Explore's own sections keep theirs.
@MainActor
@Suite("Flow: a list opened again keeps its selection")
struct ListSelectionMemoryFlowTests {
    /// The row the list marks as selected.
    static func selectedRow(_ text: String) -> String {
        text.split(separator: "\n").first { $0.contains("▸") }.map(String.init) ?? ""
    }

    @Test func anAvatarCategoryOpenedAgainSelectsTheAvatarItHadSelected() async {
        let app = await AppDriver(path: [.explore])
        await app.press(.char("3"), .down, .down, .down, .down, .enter)
        #expect(app.router.top == .category(.avatars(.cat)))
        await app.press(.down)
        #expect(Self.selectedRow(app.text).contains("小虎"))
        await app.press(.escape)
        #expect(app.router.path == [.explore])
        await app.press(.enter)
        #expect(app.router.top == .category(.avatars(.cat)))
        #expect(Self.selectedRow(app.text).contains("小虎"), "\(app.text)")
    }

    @Test func aFeedTagOpenedAgainSelectsTheItemItHadSelected() async {
        let app = await AppDriver(deps: .mockWithFeeds(), path: [.explore])
        await app.press(.char("3"), .end, .up, .up, .up, .up, .up, .enter)
        #expect(app.router.top == .feedItems(.tag("technology")))
        await app.press(.down, .down)
        let selected = Self.selectedRow(app.text)
        #expect(!selected.isEmpty)
        await app.press(.escape)
        #expect(app.router.path == [.explore])
        await app.press(.enter)
        #expect(app.router.top == .feedItems(.tag("technology")))
        #expect(await app.waitUntil { Self.selectedRow($0) == selected }, "\(app.text)")
    }
}
