import AppComposition
import AppTestSupport
import Presentation
import TerminalUI
import Testing

/// Help on the smallest screen and at 80x24: scrolled, wrapped, and without the keys that type.
@MainActor
@Suite("Help, at 60x16 and 80x24")
struct HelpSnapshotTests {
    private let sizes = [Size(width: 60, height: 16), Size(width: 80, height: 24)]

    @Test func helpOverExplore() async {
        await assertScreens("helpOverExplore", path: [.explore], sizes: sizes) { driver in
            await driver.press(.char("?"))
        }
    }

    @Test func helpScrolledToTheEnd() async {
        await assertScreens("helpScrolledToTheEnd", path: [.explore], sizes: sizes) { driver in
            await driver.press(.char("?"), .end)
        }
    }

    @Test func helpOverAChat() async {
        await assertScreens("helpOverAChat", path: [.explore, .chat(avatarID: "fx-cat-mochi")], sizes: sizes) { driver in
            await driver.type("Hi")
            await driver.press(.function(1))
        }
    }

    @Test func helpWhileFiltering() async {
        await assertScreens("helpWhileFiltering", path: [.explore, .category(.avatars(.cat))], sizes: sizes) { driver in
            await driver.press(.char("/"), .function(1))
        }
    }
}
