import Foundation
import Testing
import FeedParsing

@Suite struct LimitTests {
    private func rss(items: Int) -> String {
        "<rss version=\"2.0\"><channel>"
            + String(repeating: "<item><title>x</title></item>", count: items) + "</channel></rss>"
    }

    @Test func tenThousandItemsRead() throws {
        #expect(try parseFeed(rss(items: 10_000)).items.count == 10_000)
    }

    /// A feed past the limit keeps its first items (its newest), as newsboat reads it, instead
    /// of giving none; what follows is not built in memory.
    @Test func aFeedPastMaxItemsKeepsItsFirstItems() throws {
        let long = "<rss version=\"2.0\"><channel><title>Long</title>"
            + (1...10_003).map { "<item><title>n\($0)</title><description><p>x</p></description></item>" }.joined()
            + "<link>https://l.org/</link></channel></rss>"
        let feed = try parseFeed(long)
        #expect(feed.items.count == 10_000)
        #expect(feed.items.first?.title == "n1" && feed.items.last?.title == "n10000")
        #expect(feed.link == "https://l.org/", "what follows the items is still read")
    }

    @Test func atomEntriesAndJSONItemsPastTheLimitAreLeftOut() throws {
        var limits = FeedParseLimits.standard
        limits.maxItems = 2
        let atom = "<feed xmlns=\"http://www.w3.org/2005/Atom\">"
            + (1...3).map { "<entry><title>e\($0)</title></entry>" }.joined() + "</feed>"
        #expect(try parseFeed(atom, limits: limits).items.map(\.title) == ["e1", "e2"])
        let json = #"{"version": "https://jsonfeed.org/version/1.1", "items": [{"title": "j1"}, {"title": "j2"}, {"title": "j3"}]}"#
        #expect(try parseFeed(json, limits: limits).items.map(\.title) == ["j1", "j2"])
    }

    @Test func aSecondReadingForHTMLEntitiesCountsItemsAfresh() throws {
        var limits = FeedParseLimits.standard
        limits.maxItems = 2
        let document = "<rss><channel><item><title>a&nbsp;b</title></item><item/></channel></rss>"
        #expect(try parseFeed(document, limits: limits).items.count == 2)
    }

    @Test func moreThanMaxBytesFails() {
        var limits = FeedParseLimits.standard
        limits.maxBytes = 1024
        let document = rss(items: 100)
        #expect(document.utf8.count > 1024)
        #expect(parseError(document, limits: limits) == .tooLarge(limitBytes: 1024))
        #expect(FeedParseError.tooLarge(limitBytes: 10 * 1024 * 1024).description == "the feed is larger than 10 MB")
    }

    @Test func theTimeLimitStopsTheParse() {
        var limits = FeedParseLimits.standard
        limits.timeLimit = .zero
        #expect(parseError(rss(items: 10), limits: limits) == .tookTooLong(limitSeconds: 0))
        #expect(FeedParseError.tookTooLong(limitSeconds: 5).description == "the feed took longer than 5 seconds to read")
    }

    @Test func deepNestingFails() {
        let depth = 100_000
        let document = "<rss version=\"2.0\"><channel><item><description>"
            + String(repeating: "<b>", count: depth) + String(repeating: "</b>", count: depth)
            + "</description></item></channel></rss>"
        #expect(parseError(document) == .tooDeeplyNested(limit: 256))
    }
}
