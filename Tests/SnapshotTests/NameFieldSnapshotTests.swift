import AppComposition
import AppTestSupport
import DataAccess
import Presentation
import TerminalUI
import Testing

/// Name fields with their counters, full, with the notice that a paste was cut, at 60x16 and 80x24.
@MainActor
@Suite("Name fields, at 60x16 and 80x24")
struct NameFieldSnapshotTests {
    @Test func createAccountWithAPasteCutAtTheLimit() async {
        await assertScreens("createAccountPasteCut", path: [.welcome], sizes: smallSnapshotSizes) { driver in
            await driver.press(.enter)
            await driver.paste("Maximilian Alexander von Habsburg-Lothringen")
        }
    }

    @Test func createAvatarWithCounters() async {
        await assertScreens("createAvatarCounters", path: [.explore], sizes: smallSnapshotSizes) { driver in
            await driver.press(.char("n"))
            await driver.type("Sir Whiskers 🐈")
            await driver.press(.tab, .tab)
            await driver.type("napping")
        }
    }

    @Test func renamingAtTheLimit() async {
        await assertScreens("profileRenamingAtTheLimit", deps: .mock(.standard, profile: FixtureCatalog.profile),
                            path: [.explore, .profile], sizes: smallSnapshotSizes) { driver in
            await driver.press(.char("r"))
            await driver.type(" " + String(repeating: "の", count: 30))
        }
    }
}
