import AppComposition
import AppTestSupport
import DataAccess
import Domain
import Presentation
import TerminalUI
import Testing

/// `n` and `d` on Feeds through the real loop: the Add feed form (a refusal keeps the text, Esc
/// asks first, a paste goes into the URL), then the feed removed after its question.
@MainActor
@Suite("Adding and removing feeds on the Feeds screen")
struct FeedListChangeFlowTests {
    static let new = "https://new.example.org/feed.xml"

    @Test func addARefusedFeedThenAGoodOneThenRemoveIt() async throws {
        let deps = AppDependencies.mockWithFeeds()
        let app = await AppDriver(deps: deps, path: [.explore, .feeds])
        await app.type("n")
        #expect(app.router.sheet == .addFeed)
        #expect(app.text.contains("Add feed"))

        await app.type("ftp://a.org/feed")
        await app.press(.enter)
        #expect(app.router.sheet == .addFeed)
        #expect(app.text.contains("ftp://a.org/feed: only http, https and file feeds can be added"))
        #expect(app.text.contains("URL    ftp://a.org/feed"), "the text typed stays")

        await app.press(.escape)
        #expect(app.router.sheet == .addFeed, "something typed: Esc asks first")
        #expect(app.router.notice?.text == "Unsaved changes: Enter adds the feed, Esc again discards them")

        await app.press(.ctrl("u"))
        await app.paste(Self.new + "\n")
        await app.press(.tab)
        await app.type("New things")
        await app.press(.enter)
        #expect(app.router.sheet == nil)
        #expect(app.router.notice?.text == "Added \(Self.new)")
        #expect(selectedLine(app).contains("New things"), "the new feed, selected")
        #expect(try deps.feedList.list().feeds.last?.address.text == Self.new)

        await app.type("d")
        let alert = try #require(app.router.alert)
        #expect(alert.message.hasPrefix("Remove New things (\(Self.new)) from the feed list?"))
        #expect(app.text.contains("[y] Remove"))
        await app.type("y")
        #expect(app.router.alert == nil)
        #expect(try !deps.feedList.list().feeds.contains { $0.address.text == Self.new })
        #expect(app.text.contains("Feeds · 5 feeds"))
        #expect(app.router.notice?.text == "Removed New things (\(Self.new)) from the feed list")
        #expect(selectedLine(app).contains("https://science.example.org/feed.json"), "the feed before it, now the last")
    }

    @Test func escOnAnEmptyFormClosesItAndDeleteAsksToo() async throws {
        let deps = AppDependencies.mockWithFeeds()
        let app = await AppDriver(deps: deps, path: [.explore, .feeds])
        await app.type("n")
        await app.press(.escape)
        #expect(app.router.sheet == nil, "nothing typed: Esc closes at once")

        await app.press(.delete)
        #expect(app.router.alert?.message.hasPrefix("Remove Example Tech Daily (") == true)
        await app.press(.escape)
        #expect(app.router.notice?.text == "Feed not removed")
        #expect(try deps.feedList.list().feeds.count == FixtureFeeds.subscriptions.count)

        await app.type("n")
        await app.type("https://half")
        await app.press(.escape, .escape)
        #expect(app.router.sheet == nil, "Esc again discards it")
        #expect(try deps.feedList.list().feeds.count == FixtureFeeds.subscriptions.count)
    }

    /// With no feed yet, `n` is the screen's first hint and its text offers it first.
    @Test func withNoFeedNComesFirst() async throws {
        var deps = AppDependencies.mock
        deps.useFeeds(list: FixtureFeedList(), cache: FixtureFeeds.cache(), runner: .none)
        let app = await AppDriver(deps: deps, path: [.explore, .feeds])
        #expect(app.text.contains("No feeds yet: n adds one by its URL"))
        let bar = app.text.split(separator: "\n").last { $0.contains("help") }.map(String.init) ?? ""
        #expect(bar.contains("Feeds              n add feed  E edit list"), "n is the first hint")
        await app.type("n")
        await app.type(Self.new)
        await app.press(.enter)
        #expect(selectedLine(app).contains(Self.new))
    }

    @Test func helpListsBothKeys() async {
        let app = await AppDriver(deps: .mockWithFeeds(), path: [.explore, .feeds])
        await app.type("?")
        #expect(app.text.contains("Add a feed by its URL"))
        #expect(app.text.contains("Remove the selected feed from the list"))
    }

    func selectedLine(_ app: AppDriver) -> String {
        app.text.split(separator: "\n").first { $0.contains("▸") }.map(String.init) ?? ""
    }
}
