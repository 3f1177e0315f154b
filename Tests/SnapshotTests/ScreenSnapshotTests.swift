import AppComposition
import AppTestSupport
import DataAccess
import Presentation
import TerminalUI
import Testing

@MainActor
@Suite("Every screen, at 80x24 and 120x40")
struct ScreenSnapshotTests {
    @Test func welcome() async {
        await assertScreens("welcome")
    }

    @Test func createAccountSheet() async {
        await assertScreens("createAccountSheet") { driver in
            await driver.press(.enter)
            await driver.type("Mei 美咲")
            #expect(driver.router.sheet == .createAccount(then: nil))
        }
    }

    @Test func explore() async {
        await assertScreens("explore", path: [.explore])
    }

    @Test func exploreNewsFocused() async {
        await assertScreens("exploreNewsFocused", path: [.explore]) { driver in
            await driver.press(.backTab, .down, .down)
        }
    }

    @Test func categoryAvatars() async {
        await assertScreens("categoryAvatars", path: [.explore, .category(.avatars(.cat))])
    }

    @Test func categoryNewsFiltered() async {
        await assertScreens("categoryNewsFiltered", deps: .mock(.standard), path: [.explore, .category(.news(.technology))]) { driver in
            await driver.type("/AI")
        }
    }

    @Test func categoryFilterWithoutMatch() async {
        await assertScreens("categoryFilterWithoutMatch", path: [.explore, .category(.avatars(.dog))]) { driver in
            await driver.type("/zzz")
            await driver.press(.enter)
        }
    }

    @Test func article() async {
        await assertScreens("article", path: [.explore, .article(id: "fx-tech-battery")])
    }

    @Test func articleSearch() async {
        let sizes = [Size(width: 80, height: 24)]
        await assertScreens("articleSearch", path: [.explore, .article(id: "fx-tech-battery")], sizes: sizes) { driver in
            await driver.type("/cells")
            await driver.press(.enter)
            await driver.type("n")
        }
    }

    @Test func chatWithStreamedReply() async {
        await assertScreens("chatWithStreamedReply", path: [.explore, .chat(avatarID: "fx-cat-mochi")]) { driver in
            await driver.type("Hello Mochi! What are you dreaming about? 🐟")
            await driver.press(.enter)
            #expect(await driver.waitUntil { !$0.contains("is typing") })
        }
    }

    @Test func help() async {
        await assertScreens("help", path: [.explore]) { driver in
            await driver.type("?")
        }
    }

    @Test func premiumAlert() async {
        await assertScreens("premiumAlert", path: [.explore, .category(.news(.technology))]) { driver in
            await driver.press(.end, .enter)
            #expect(driver.router.alert?.title == "Premium article")
        }
    }

    @Test func tooSmall() async {
        await assertScreens("tooSmall", path: [.explore], sizes: [Size(width: 30, height: 8), Size(width: 59, height: 16)])
    }
}
