import AppComposition
import AppTestSupport
import Presentation
import TerminalUI
import Testing

@MainActor
@Suite("Whole flows through the real application loop")
struct BrowsingFlowTests {
    /// Reading on with `n` and `p` moves the list's selection along: back in the list, Enter
    /// opens the article the reader showed last, in Explore and in a filtered category.
    @Test func theListSelectsTheArticleReadLast() async {
        let app = await AppDriver()
        await app.type("g")
        await app.press(.char("5"), .enter)
        let first = app.router.top.articleID
        await app.press(.char("n"), .char("n"), .char("n"), .char("p"))
        let last = app.router.top.articleID
        #expect(last != nil && last != first)
        await app.press(.escape)
        #expect(app.router.path == [.explore])
        await app.press(.enter)
        #expect(app.router.top.articleID == last)

        await app.press(.escape, .char("3"), .end, .up, .enter)
        #expect(app.router.top == .category(.news(.world)))
        await app.type("/e")
        await app.press(.enter, .enter, .char("n"))
        let inCategory = app.router.top.articleID
        await app.press(.escape)
        #expect(app.text.contains("World · 2 of 2 articles"), "the filter is still on")
        await app.press(.enter)
        #expect(app.router.top.articleID == inCategory)
    }

    @Test func guestBrowsesChatsAndReads() async {
        let app = await AppDriver()
        let screen = FlowRecorder(app, flow: "guestWalk")
        #expect(app.router.path == [.welcome])
        screen.expectScreen("welcome")

        await app.press(.enter)
        #expect(app.router.sheet == .createAccount(then: nil))
        screen.expectScreen("sheet")
        await app.press(.escape)
        #expect(app.router.sheet == nil)

        await app.type("g")
        #expect(app.router.path == [.explore])
        screen.expectScreen("explore")

        await app.press(.char("3"), .down, .down, .down, .down)
        await app.press(.enter)
        #expect(app.router.path == [.explore, .category(.avatars(.cat))])
        screen.expectScreen("category-cats")

        await app.type("/小")
        #expect(app.text.contains("1 of 2 avatars"))
        screen.expectScreen("filtered")

        await app.press(.enter, .enter)
        #expect(app.router.top == .chat(avatarID: "fx-cat-xiaohu"))
        screen.expectScreen("chat")

        await app.type("你好，小虎！")
        await app.press(.enter)
        #expect(await app.waitUntil { !$0.contains("is typing") && $0.contains("小虎 · ") })
        screen.expectScreen("reply")

        await app.press(.escape)
        #expect(app.router.top == .category(.avatars(.cat)))
        await app.press(.escape)
        #expect(app.router.top == .category(.avatars(.cat)), "the first Esc clears the filter")
        await app.press(.escape)
        #expect(app.router.path == [.explore])

        await app.press(.tab, .tab, .enter)
        #expect(app.router.top.articleID == "fx-tech-battery")
        screen.expectScreen("article")

        await app.press(.pageDown, .char("n"))
        #expect(app.router.top.articleID == "fx-sports-marathon")
        screen.expectScreen("next-article")

        await app.press(.escape, .end, .up, .up, .up, .enter)
        #expect(app.router.alert?.title == "Premium article")
        screen.expectScreen("premium-alert")
    }

    @Test func premiumArticleOpensOnceTheAccountExists() async {
        let app = await AppDriver(path: [.explore])
        let screen = FlowRecorder(app, flow: "premiumSignUp")
        await app.press(.backTab, .end, .up, .up, .up, .enter)
        guard case .createAccount(let pending)? = app.router.alert?.actions.first?.effect else {
            Issue.record("expected the premium alert")
            return
        }
        await app.press(.enter)
        #expect(app.router.sheet == .createAccount(then: pending))
        await app.press(.enter)
        #expect(app.text.contains("enter a display name"))
        screen.expectScreen("name-required")

        await app.type("Mei 美咲")
        await app.press(.tab, .right)
        screen.expectScreen("filled-in")
        await app.press(.enter)
        #expect(app.router.sheet == nil)
        #expect(app.router.top.articleID == "fx-tech-keyboard")
        screen.expectScreen("article-opens")
    }

    @Test func aGuestWalksPastAPremiumArticleWithNAndP() async {
        let app = await AppDriver(path: [.explore])
        let screen = FlowRecorder(app, flow: "guestWalksPastPremium")
        await app.press(.backTab, .end, .up, .up, .up, .up, .enter)
        #expect(app.router.top.articleID == "fx-ent-drama")
        #expect(app.text.contains("6 of 10 in Latest"))
        await app.press(.char("n"))
        #expect(app.router.alert == nil)
        #expect(app.router.top.articleID == "fx-tech-keyboard")
        #expect(app.text.contains("This article is for members"))
        #expect(app.text.contains("7 of 10 in Latest"))
        screen.expectScreen("locked")
        await app.press(.char("n"))
        #expect(app.router.top.articleID == "fx-ent-festival")
        await app.press(.char("p"), .char("p"))
        #expect(app.router.top.articleID == "fx-ent-drama")
        await app.press(.char("n"), .escape)
        #expect(app.router.path == [.explore])
    }

    @Test func anArticleFromACategoryWalksTheCategory() async {
        let app = await AppDriver(path: [.explore, .category(.news(.business))])
        await app.press(.enter)
        #expect(app.text.contains("1 of 2 in Business"))
        await app.press(.char("n"))
        #expect(app.router.top.articleID == "fx-biz-bubbletea")
        #expect(app.text.contains("2 of 2 in Business"))
        await app.press(.char("n"))
        #expect(app.router.top.articleID == "fx-biz-bubbletea")
        #expect(app.text.contains("This is the last article"))
    }

    @Test func helpQuitAndTooSmall() async {
        let app = await AppDriver(path: [.explore])
        await app.type("?")
        #expect(app.router.sheet == .help)
        #expect(app.text.contains("Filter the sections by name or title"), "Explore's keys, at the top")
        await app.press(.escape)
        #expect(app.router.sheet == nil)
        await app.resize(to: Size(width: 30, height: 8))
        #expect(app.terminal.lastFrame?.textLines().joined().contains("Terminal too small") == true)
        await app.resize(to: Size(width: 80, height: 24))
        #expect(app.terminal.lastFrame?.textLines().joined().contains("Latest news") == true)
        await app.press(.ctrl("l"))
        #expect(app.terminal.invalidateCount == 1)
        await app.type("q")
        #expect(app.router.quitRequested)
    }
}
