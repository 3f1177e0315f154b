import AppComposition
import AppTestSupport
import DataAccess
import Presentation
import TerminalUI
import Testing

/// The user's own things on screen: the create-avatar sheet, "My avatars", read and bookmarked
/// articles and the bookmarks category.
@MainActor
@Suite("Made avatars, read and bookmarked articles, at 80x24 and 120x40")
struct PersonalSnapshotTests {
    /// Opens the create-avatar sheet (`n`) and fills it: the name, the character one step to the
    /// left or right, what it is doing and where.
    func fillAvatarSheet(_ driver: AppDriver, _ name: String, turning: Key, _ action: String, _ location: String) async {
        await driver.type("n")
        await driver.type(name)
        await driver.press(.tab, turning, .tab)
        await driver.type(action)
        await driver.press(.tab)
        await driver.type(location)
    }

    @Test func createAvatarSheet() async {
        await assertScreens("createAvatarSheet", path: [.explore]) { driver in
            await fillAvatarSheet(driver, "雪球 ☃️", turning: .right, "chasing snowflakes", "in 札幌")
            #expect(driver.router.sheet == .createAvatar(.assistant))
        }
    }

    /// A name and a system prompt on two lines, the rest left empty: the description follows the
    /// prompt's first line.
    @Test func createAvatarSheetWithAPrompt() async {
        await assertScreens("createAvatarSheetPrompt", path: [.explore]) { driver in
            await driver.type("n")
            await driver.type("Rust reviewer")
            await driver.press(.tab, .tab, .tab, .tab)
            await driver.type("You review Rust code for safety and style.")
            await driver.press(.altEnter)
            await driver.type("Be terse; name the line you mean.")
            #expect(driver.router.sheet == .createAvatar(.assistant))
        }
    }

    @Test func createAvatarSheetWithAnError() async {
        await assertScreens("createAvatarSheetError", path: [.explore, .category(.avatars(.dog))]) { driver in
            await driver.type("n")
            await driver.press(.tab, .tab)
            await driver.type("running")
            await driver.press(.enter)
            #expect(driver.text.contains("enter a name"))
        }
    }

    /// After making an avatar and reading the two newest articles, bookmarking the second: the
    /// avatar is under My avatars (focused) and Popular, the read headlines are dimmed, the
    /// bookmark is starred.
    @Test func exploreWithMyAvatarsReadAndBookmarked() async {
        await assertScreens("exploreMine", path: [.explore]) { driver in
            await fillAvatarSheet(driver, "小龙 🐉", turning: .left, "brewing tea", "in a 台北 teahouse")
            await driver.press(.enter)
            await driver.type("5")
            await driver.press(.enter, .escape, .down, .enter)
            await driver.type("b")
            await driver.press(.escape)
            await driver.type("2")
            #expect(driver.router.path == [.explore])
        }
    }

    @Test func bookmarksCategory() async {
        await assertScreens("bookmarks", path: [.explore]) { driver in
            await driver.type("5")
            await driver.press(.down, .enter)
            await driver.type("b")
            await driver.press(.escape)
            await driver.type("3")
            await driver.press(.end, .enter)
            #expect(driver.router.top == .category(.bookmarks))
        }
    }
}
