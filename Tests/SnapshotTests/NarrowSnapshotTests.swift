import AppComposition
import AppTestSupport
import DataAccess
import DomainDoubles
import Presentation
import TerminalUI
import Testing

/// The smallest screen, 60x16: the status bar keeps help last, notices and errors wrap.
@MainActor
@Suite("At 60x16, nothing is cut that could be shown")
struct NarrowSnapshotTests {
    private let small = [Size(width: 60, height: 16)]

    @Test func exploreKeepsHelpInTheStatusBar() async {
        await assertScreens("exploreNarrow", path: [.explore], sizes: small)
    }

    @Test func aLongNoticeWrapsAboveTheBar() async {
        await assertScreens("articleBookmarkedNarrow", deps: .mock(.standard, profile: FixtureCatalog.profile),
                            path: [.explore, .article(id: "fx-tech-battery")], sizes: small) { driver in
            await driver.press(.char("b"))
        }
    }

    @Test func aLoadErrorWraps() async {
        var deps = AppDependencies.failing
        deps.news = StubNewsService.failing("news.json: the file cannot be read because the disk reported an input/output error")
        await assertScreens("categoryErrorNarrow", deps: deps, path: [.explore, .category(.news(.technology))], sizes: small)
    }
}
