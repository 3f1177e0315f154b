import AppComposition
import AppTestSupport
import Presentation
import TerminalUI
import Testing

/// Explore's bar shows Feeds, Profile and the section digits where there is room for them, and
/// drops them first as it narrows, so a narrow bar keeps the keys it showed.
@MainActor
@Suite("Explore's status bar on wide and narrow terminals")
struct ExploreStatusBarFlowTests {
    private func bar(width: Int) async -> String {
        let app = await AppDriver(path: [.explore], size: Size(width: width, height: 30))
        return app.screen.textLines().last ?? ""
    }

    @Test func aWideBarShowsProfileFeedsAndTheSectionDigits() async {
        let bar = await bar(width: 200)
        #expect(bar.hasSuffix("↑↓ move  Tab section  Enter open  n new avatar  c chats  f feeds  P profile  1–5 go to section  ? help  q quit "),
                "\(bar)")
    }

    @Test func aBarOf100ColumnsShowsFeedsInTheRoomLeft() async {
        let bar = await bar(width: 100)
        #expect(bar.hasSuffix("↑↓ move  Tab section  Enter open  n new avatar  c chats  f feeds  ? help  q quit "), "\(bar)")
    }

    @Test func aNarrowBarDropsThemFirst() async {
        let bar = await bar(width: 80)
        #expect(bar.hasSuffix("↑↓ move  Tab section  Enter open  n new avatar  c chats  ? help "), "\(bar)")
    }
}
