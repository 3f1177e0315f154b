import AppComposition
import Domain
import DomainDoubles
import Foundation
import Testing

/// `aichats news`' lines: JSON with exactly its keys, text, order, pages, and which feeds show.
@Suite("aichats news: the listing")
struct NewsListingTests {
    static let one = "https://one.example/feed", two = "https://two.example/feed", hidden = "https://hidden.example/feed"
    let cache = FakeFeedCache()
    let list: FakeFeedListStore

    init() async throws {
        list = FakeFeedListStore(FeedList(feeds: [
            FeedSubscription(address: try FeedAddress(Self.one)),
            FeedSubscription(address: try FeedAddress(Self.two), title: "Mine"),
            FeedSubscription(address: try FeedAddress(Self.hidden), isHidden: true),
        ]))
        func item(_ guid: String, _ published: Double?) -> FetchedItem {
            var item = FetchedItem()
            (item.guid, item.title, item.link) = (guid, "Title \(guid)", "https://x/\(guid)")
            item.published = published.map { Date(timeIntervalSince1970: $0) }
            item.summaryText = "Para \"one\"\\\n\nPara two\ttab"
            return item
        }
        let firstSeen = Date(timeIntervalSince1970: 1_709_251_000)
        try cache.store(FetchedFeed(title: "One's own", siteLink: "", items: [item("a", 1_709_251_199), item("b", -1)]),
                        feed: Self.one, validators: .init(), at: firstSeen)
        try cache.store(FetchedFeed(title: "Two's own", siteLink: "", items: [item("c", nil)]), feed: Self.two, validators: .init(), at: firstSeen)
        try cache.store(FetchedFeed(title: "H", siteLink: "", items: [item("h", 2_000_000_000)]), feed: Self.hidden, validators: .init(), at: firstSeen)
        try cache.store(FetchedFeed(title: "Gone", siteLink: "", items: [item("g", 2_000_000_000)]), feed: "https://gone.example/",
                        validators: .init(), at: firstSeen)
    }

    func lines(_ request: NewsListing.Request, pageSize: Int = 1000) async throws -> [String] {
        var chunks: [String] = []
        try await NewsListing(list: list, cache: cache, pageSize: pageSize).run(request) { chunks.append($0) }
        return chunks.joined().split(separator: "\n", omittingEmptySubsequences: false).map(String.init).dropLast()
    }

    /// A feed added with its login shows its password as `***`, in JSON too; `--feed` takes
    /// the address as it is shown.
    @Test func aFeedsPasswordIsMasked() async throws {
        let secret = "https://ada:s3cret@one.example/feed"
        let cache = FakeFeedCache()
        var item = FetchedItem()
        (item.guid, item.title, item.published) = ("s", "Private", Date(timeIntervalSince1970: 0))
        try cache.store(FetchedFeed(title: "", siteLink: "", items: [item]), feed: secret, validators: .init(), at: Date(timeIntervalSince1970: 0))
        let list = FakeFeedListStore(FeedList(feeds: [FeedSubscription(address: try FeedAddress(secret))]))
        var chunks: [String] = []
        let listing = NewsListing(list: list, cache: cache)
        try await listing.run(.init()) { chunks.append($0) }
        try await listing.run(.init(feed: try FeedAddress("https://ada:***@one.example/feed"), json: true)) { chunks.append($0) }
        let text = chunks.joined()
        #expect(text.contains("https://ada:***@one.example/feed: Private"))
        #expect(text.contains("\"feed\":\"https://ada:***@one.example/feed\""))
        #expect(!text.contains("s3cret"))
    }

    /// The text shows a link as the app does (a user part as `***`, a host mixing scripts in
    /// punycode), so that it reads as where it goes; the JSON gives it as written, for programs.
    @Test func theTextShowsWhereALinkGoesAndTheJSONKeepsItAsWritten() async throws {
        let cache = FakeFeedCache()
        var homograph = FetchedItem(), login = FetchedItem()
        (homograph.guid, homograph.title, homograph.link) = ("h", "Homograph", "https://\u{430}pple.com/login")
        (login.guid, login.title, login.link) = ("u", "Userinfo", "https://paypal.com@evil.example/")
        (homograph.published, login.published) = (Date(timeIntervalSince1970: 60), Date(timeIntervalSince1970: 0))
        try cache.store(FetchedFeed(title: "IDN", siteLink: "", items: [homograph, login]), feed: Self.one, validators: .init(),
                        at: Date(timeIntervalSince1970: 0))
        var chunks: [String] = []
        try await NewsListing(list: list, cache: cache).run(NewsListing.Request()) { chunks.append($0) }
        #expect(chunks.joined() == "N  1970-01-01 00:01  IDN: Homograph  <https://xn--pple-43d.com/login>\n"
            + "N  1970-01-01 00:00  IDN: Userinfo  <https://***@evil.example/>\n")
        chunks = []
        try await NewsListing(list: list, cache: cache).run(NewsListing.Request(json: true)) { chunks.append($0) }
        let json = chunks.joined()
        #expect(json.contains(#""link":"https://\#u{430}pple.com/login""#) && json.contains(#""link":"https://paypal.com@evil.example/""#))
    }

    /// Named by the start of its text, as in the app (`FeedItem.shownTitle`); "(untitled)" without
    /// one; the JSON keeps the feed's own title, empty.
    @Test func anUntitledItemIsNamedSoInText() async throws {
        let cache = FakeFeedCache()
        var item = FetchedItem()
        (item.guid, item.summaryText, item.published) = ("u", "Only a description", Date(timeIntervalSince1970: 0))
        var bare = FetchedItem()
        (bare.guid, bare.published) = ("v", Date(timeIntervalSince1970: -60))
        try cache.store(FetchedFeed(title: "Podcast", siteLink: "", items: [item, bare]), feed: Self.one, validators: .init(),
                        at: Date(timeIntervalSince1970: 0))
        var chunks: [String] = []
        try await NewsListing(list: list, cache: cache).run(NewsListing.Request()) { chunks.append($0) }
        let lines = chunks.joined().split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.first?.hasSuffix("  Podcast: Only a description") == true)
        #expect(lines.last?.hasSuffix("  Podcast: (untitled)") == true)
        chunks = []
        try await NewsListing(list: list, cache: cache).run(NewsListing.Request(json: true)) { chunks.append($0) }
        #expect(chunks.joined().contains(#""title":"","link""#))
    }

    @Test func aDateInYearOneHasFourDigitsSoThatTheTitlesStayInLine() async throws {
        let cache = FakeFeedCache()
        var item = FetchedItem()
        (item.guid, item.title, item.published) = ("y1", "Old", Date(timeIntervalSince1970: -62_135_596_800))
        try cache.store(FetchedFeed(title: "Past", siteLink: "", items: [item]), feed: Self.one, validators: .init(),
                        at: Date(timeIntervalSince1970: 0))
        var chunks: [String] = []
        try await NewsListing(list: list, cache: cache).run(NewsListing.Request()) { chunks.append($0) }
        #expect(chunks.joined() == "N  0001-01-01 00:00  Past: Old\n")
    }

    @Test func jsonLinesHaveExactlyTheKeysInOrderWithRFC3339DatesInUTC() async throws {
        let lines = try await lines(NewsListing.Request(json: true))
        #expect(lines.count == 3)
        #expect(lines[0] == #"{"id":1,"feed":"https://one.example/feed","feed_title":"One's own","title":"Title a","#
            + #""link":"https://x/a","published":"2024-02-29T23:59:59Z","author":"","#
            + #""summary":"Para \"one\"\\\n\nPara two\ttab","read":false,"bookmarked":false}"#)
        for line in lines {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect(Set(object.keys) == ["id", "feed", "feed_title", "title", "link", "published", "author", "summary", "read", "bookmarked"])
            #expect(object["summary"] as? String == "Para \"one\"\\\n\nPara two\ttab")
        }
        #expect(lines[1].contains(#""feed_title":"Mine""#), "the user's ~Title wins")
        #expect(lines[1].contains(#""published":null"#))
        #expect(lines[2].contains(#""published":"1969-12-31T23:59:59Z""#))
    }

    @Test func newestFirstByTheDateElseFirstSeenAcrossPagesWithoutHiddenOrRemovedFeeds() async throws {
        let guids = { (lines: [String]) in lines.map { $0.split(separator: ",")[3] } }
        let all = try await lines(NewsListing.Request(json: true), pageSize: 1)
        #expect(guids(all) == [#""title":"Title a""#, #""title":"Title c""#, #""title":"Title b""#])
        #expect(try await lines(NewsListing.Request(limit: 2, json: true), pageSize: 1).count == 2)
        let hidden = try await lines(NewsListing.Request(feed: try FeedAddress("HTTPS://hidden.example:443/feed"), json: true))
        #expect(guids(hidden) == [#""title":"Title h""#], "a hidden feed shows when asked for")
    }

    /// Item c has no date: its line says so where the date goes, rather than when it was first seen.
    @Test func unreadOnlyAndReadableText() async throws {
        try cache.setRead([1], true)
        try cache.setBookmarked(3, true)
        let text = try await lines(NewsListing.Request(unreadOnly: true))
        #expect(text == [
            "N* (no date)         Mine: Title c  <https://x/c>",
            "N  1969-12-31 23:59  One's own: Title b  <https://x/b>",
        ])
    }

    /// A feed removed from the list keeps its cached items (bookmarks among them): `--feed`
    /// reaches them, in any spelling, under the feed's cached title, as the help says.
    @Test func aFeedRemovedFromTheListShowsWhenAskedForWhileTheCacheHoldsIt() async throws {
        let gone = try await lines(NewsListing.Request(feed: try FeedAddress("HTTPS://gone.example")))
        #expect(gone == ["N  2033-05-18 03:33  Gone: Title g  <https://x/g>"])
    }

    /// A list that shows no feed reads no item (every one would be left out) and says so, with
    /// how many feeds the cache holds; a hidden feed asked for still shows.
    @Test func aListShowingNoFeedThrowsWithoutWritingAndCountsTheCachedFeeds() async throws {
        let list = FakeFeedListStore(FeedList(feeds: [FeedSubscription(address: try FeedAddress(Self.hidden), isHidden: true)]))
        var chunks: [String] = []
        await #expect {
            try await NewsListing(list: list, cache: cache).run(NewsListing.Request()) { chunks.append($0) }
        } throws: { error in
            (error as? NewsListing.NothingListed)?.cachedFeeds == 4
        }
        #expect(chunks.isEmpty)
        try await NewsListing(list: list, cache: cache).run(NewsListing.Request(feed: try FeedAddress(Self.hidden))) { chunks.append($0) }
        #expect(chunks.joined().contains("Title h"))
    }

    @Test func aFeedNeitherListedNorCachedIsRefusedAndAClosedOutputStops() async throws {
        await #expect(throws: FeedListError.notListed("https://never.example/")) {
            try await lines(NewsListing.Request(feed: try FeedAddress("https://never.example/")))
        }
        struct Closed: Error {}
        var calls = 0
        await #expect(throws: Closed.self) {
            try await NewsListing(list: list, cache: cache, pageSize: 1).run(NewsListing.Request()) { _ in
                calls += 1
                throw Closed()
            }
        }
        #expect(calls == 1)
    }
}
