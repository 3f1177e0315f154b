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
            #expect(driver.router.sheet == .createAvatar(.cat))
        }
    }

    @Test func createAvatarSheetWithAnError() async {
        await assertScreens("createAvatarSheetError", path: [.explore, .category(.avatars(.dog))]) { driver in
            await driver.type("n")
            await driver.type("Rex")
            await driver.press(.enter)
            #expect(driver.text.contains("enter what it is doing"))
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
