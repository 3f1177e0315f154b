import AppComposition
import AppTestSupport
import DataAccess
import Domain
import DomainDoubles
@testable import Presentation
import TerminalUI
import Testing

/// The live news through the real loop on the sample feeds: Explore → Feeds → a feed's items →
/// the reader, the item keys, and a refresh in the background.
@MainActor
@Suite("Feeds through the application loop")
struct FeedFlowTests {
    @Test func readingAFeedWithTheItemKeys() async throws {
        let app = await AppDriver(deps: .mockWithFeeds(), path: [.explore])
        await app.type("f")
        #expect(app.router.path == [.explore, .feeds])
        await app.press(.enter)
        #expect(app.router.top == .feedItems(.feed(FixtureFeeds.tech)))
        #expect(app.text.contains("Example Tech Daily · 3 unread of 5"))

        await app.type("n")
        #expect(selectedLine(app).contains("東京で量子コンピューター"), "n goes to the next unread item")
        await app.type("N")
        #expect(app.text.contains("2 unread of 5"), "N marks it read")
        await app.type("N")
        #expect(app.text.contains("3 unread of 5"), "and unread again")

        await app.type("b")
        #expect(app.router.notice?.text == "Bookmarked")
        #expect(selectedLine(app).contains("★"))

        await app.press(.enter)
        #expect(app.router.top == .feedArticle(id: 2, place: FeedItemPlace(scope: .feed(FixtureFeeds.tech), index: 1)))
        #expect(app.text.contains("研究者と企業が共同で使える"), "an item with only a summary shows the summary")
        await app.press(.escape)
        #expect(app.text.contains("2 unread of 5"), "opening an item marked it read")

        await app.type("A")
        #expect(app.text.contains("0 unread of 5"))
        await app.type("n")
        #expect(app.router.notice?.text == "No unread item in Example Tech Daily", "none anywhere, not only below")
        await app.press(.escape)
        #expect(app.text.contains("0/5"), "the Feeds screen counts again when it is back on top")
    }

    @Test func exploresLiveNewsAndTagCategoriesOpenFeedScreens() async {
        let app = await AppDriver(deps: .mockWithFeeds(), path: [.explore])
        await app.press(.char("5"), .enter)
        #expect(app.router.top == .feedArticle(id: 1, place: FeedItemPlace(scope: .all, index: 0, latestNews: 10)))
        #expect(app.text.contains("Solid-state batteries reach the road 🔋"))
        #expect(app.text.contains("1 of 10 in Latest news"), "the list it was opened from, as Explore shows it")
        await app.press(.escape)
        #expect(!app.text.contains("▸ • HOT Solid-state"), "the item opened is read: no unread mark")

        await app.press(.char("3"), .end)
        await app.press(.enter)
        #expect(app.router.top == .feedItems(.bookmarks), "the bookmarks are the feeds' once feeds are listed")
        #expect(app.text.contains("Tea at the night market"))
        await app.press(.escape, .up, .up, .up, .up, .up)
        await app.press(.enter)
        #expect(app.router.top == .feedItems(.tag("technology")))
        #expect(app.text.contains("technology · 3 unread of 7"))
    }

    @Test func latestNewsFollowsTheReader() async {
        let app = await AppDriver(deps: .mockWithFeeds(), path: [.explore])
        await app.press(.char("5"), .down, .enter)
        #expect(app.router.top == .feedArticle(id: 5, place: FeedItemPlace(scope: .all, index: 1, latestNews: 10)))
        await app.type("JJ")
        #expect(app.text.contains("Quarterly outlook"), "J J: two items further in Latest news")
        await app.press(.escape)
        #expect(app.router.top == .explore)
        let news = app.text.split(separator: "\n").first { $0.contains("Quarterly outlook") }.map(String.init) ?? ""
        #expect(news.contains("▸ • HOT 🔒 Quarterly outlook"), "Latest news selects the item read last")
    }

    @Test func aPremiumFeedAsksAGuestForAnAccount() async {
        let app = await AppDriver(deps: .mockWithFeeds(), path: [.explore, .feedItems(.feed(FixtureFeeds.members))])
        await app.press(.enter)
        #expect(app.router.alert?.title == "Premium article")
        #expect(app.router.alert?.actions.first?.effect == .createAccount(then: .openFeedItem(id: 9)))
        #expect(app.router.top == .feedItems(.feed(FixtureFeeds.members)))

        await app.press(.enter)
        #expect(app.router.sheet == .createAccount(then: .openFeedItem(id: 9)))
        await app.type("Mei 美咲")
        await app.press(.enter)
        #expect(app.router.top == .feedArticle(id: 9), "with the account made, the item opens")
        #expect(app.text.contains("Quarterly outlook: shipping costs fall"))
        #expect(!app.text.contains("for members"))
    }

    @Test func theReaderWalksItsListWithNewsboatsKeys() async {
        let app = await AppDriver(deps: .mockWithFeeds(), path: [.explore, .feeds, .feedItems(.feed(FixtureFeeds.tech))])
        let screen = FlowRecorder(app, flow: "readerWalk")
        await app.press(.enter)
        #expect(app.text.contains("Solid-state batteries reach the road 🔋"))
        await app.type("J")
        #expect(app.text.contains("東京で量子コンピューターの新拠点が開所"), "J: the next item")
        #expect(app.router.path.count == 4, "in place of the reader, not over it")
        await app.type("K")
        #expect(app.text.contains("Solid-state batteries reach the road 🔋"), "K: the previous one")
        await app.type("K")
        #expect(app.router.notice?.text == "This is the first item")

        await app.type("n")
        #expect(app.text.contains("Why line breaking is hard"), "n: the next unread item, past the one J read")
        screen.expectScreen("next-unread")
        await app.type("p")
        #expect(app.router.notice?.text == "No unread item above")
        await app.type("?")
        #expect(app.text.contains("Next unread item of the list") && app.text.contains("Previous item of the list"))
        screen.expectScreen("help")

        await app.press(.escape, .escape)
        #expect(app.router.top == .feedItems(.feed(FixtureFeeds.tech)))
        #expect(app.text.contains("Example Tech Daily · 0 unread of 5"), "every item opened was marked read")
        #expect(selectedLine(app).contains("Why line breaking is hard"), "the list selects the item read last")
        await app.press(.down)
        await app.type("?")
        await app.press(.escape)
        #expect(selectedLine(app).contains("Open-source editor"), "a sheet closing later leaves the selection alone")
    }

    @Test func theReaderOpensHTTPLinksAndRefusesOthers() async {
        var deps = AppDependencies.mockWithFeeds()
        let opener = RecordingURLOpener()
        deps.urlOpener = opener
        let app = await AppDriver(deps: deps, path: [.explore, .feedArticle(id: 1)])
        await app.type("l")
        await app.press(.enter)
        #expect(await opener.opened.map(\.absoluteString) == ["https://news.example.org/items/1"], "the article's page comes first")
        await app.type("l")
        await app.press(.down, .enter)
        #expect(await opener.opened.map(\.absoluteString).last == "https://news.example.org/batteries/report")
        await app.type("l")
        await app.press(.down, .down, .enter)
        #expect(app.router.notice?.isError == true)
        await app.press(.down, .enter)
        #expect(app.router.notice?.text.hasSuffix("only http and https links can be opened, not file:") == true)
        #expect(await opener.opened.count == 2, "javascript: and file: were never handed to the browser")
    }

    func selectedLine(_ app: AppDriver) -> String {
        app.text.split(separator: "\n").first { $0.contains("▸") }.map(String.init) ?? ""
    }
}
