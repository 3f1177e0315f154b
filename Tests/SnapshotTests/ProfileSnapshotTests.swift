import AppComposition
import AppTestSupport
import DataAccess
import Presentation
import TerminalUI
import Testing

@MainActor
@Suite("The Profile screen, at 80x24 and 120x40")
struct ProfileSnapshotTests {
    @Test func profile() async {
        let deps = await AppDependencies.sample()
        await assertScreens("profile", deps: deps, path: [.explore, .profile])
    }

    @Test func profileRenaming() async {
        await assertScreens("profileRenaming", deps: .mock(.standard, profile: FixtureCatalog.profile),
                            path: [.explore, .profile]) { driver in
            await driver.press(.char("r"))
            await driver.type(" 2")
        }
    }

    /// The reason an empty name is refused, below the counts.
    @Test func profileRenameRefused() async {
        await assertScreens("profileRenameRefused", deps: .mock(.standard, profile: FixtureCatalog.profile),
                            path: [.explore, .profile]) { driver in
            await driver.press(.char("r"))
            await driver.press(.ctrl("u"), .enter)
        }
    }

    @Test func profileGuest() async {
        await assertScreens("profileGuest", path: [.explore, .profile])
    }

    @Test func profileDeleteConfirmation() async {
        let deps = await AppDependencies.sample()
        await assertScreens("profileDeleteConfirmation", deps: deps, path: [.explore, .profile],
                            sizes: snapshotSizes + [Size(width: 60, height: 16)]) { driver in
            await driver.press(.char("D"))
        }
    }
}
