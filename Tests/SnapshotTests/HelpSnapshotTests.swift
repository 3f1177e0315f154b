import AppComposition
import AppTestSupport
import Presentation
import TerminalUI
import Testing

/// Help on the smallest screen and at 80x24: scrolled, wrapped, and without the keys that type.
@MainActor
@Suite("Help, at 60x16 and 80x24")
struct HelpSnapshotTests {
    @Test func helpOverExplore() async {
        await assertScreens("helpOverExplore", path: [.explore], sizes: smallSnapshotSizes) { driver in
            await driver.press(.char("?"))
        }
    }

    @Test func helpScrolledToTheEnd() async {
        await assertScreens("helpScrolledToTheEnd", path: [.explore], sizes: smallSnapshotSizes) { driver in
            await driver.press(.char("?"), .end)
        }
    }

    @Test func helpOverAChat() async {
        let chat: [AppRoute] = [.explore, .chat(avatarID: "fx-cat-mochi")]
        await assertScreens("helpOverAChat", path: chat, sizes: smallSnapshotSizes) { driver in
            await driver.type("Hi")
            await driver.press(.function(1))
        }
    }

    @Test func helpWhileFiltering() async {
        let cats: [AppRoute] = [.explore, .category(.avatars(.cat))]
        await assertScreens("helpWhileFiltering", path: cats, sizes: smallSnapshotSizes) { driver in
            await driver.press(.char("/"), .function(1))
        }
    }
}
