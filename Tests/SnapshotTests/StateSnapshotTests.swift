import AppComposition
import AppTestSupport
import DataAccess
import Presentation
import TerminalUI
import Testing

@MainActor
@Suite("CJK-heavy data, empty and error states")
struct StateSnapshotTests {
    @Test func exploreCJK() async {
        await assertScreens("exploreCJK", deps: .mock(.cjkHeavy), path: [.explore])
    }

    @Test func categoryCJK() async {
        await assertScreens("categoryCJK", deps: .mock(.cjkHeavy), path: [.explore, .category(.news(.world))])
    }

    @Test func articleCJK() async {
        let id = FixtureCatalog.newsLoad(.cjkHeavy).items[0].id
        await assertScreens("articleCJK", deps: .mock(.cjkHeavy), path: [.explore, .article(id: id)])
    }

    @Test func exploreEmpty() async {
        await assertScreens("exploreEmpty", deps: .mock(.empty), path: [.explore])
    }

    @Test func exploreError() async {
        await assertScreens("exploreError", deps: .failing, path: [.explore])
    }

    @Test func badRecordAlert() async {
        await assertScreens("badRecordAlert", deps: .mock(.withProblem), path: [.explore]) { driver in
            #expect(driver.router.alert?.message.contains("fx-dragon-ember") == true)
        }
    }

    @Test func chatUnknownAvatar() async {
        await assertScreens("chatUnknownAvatar", path: [.explore, .chat(avatarID: "nobody")])
    }
}
