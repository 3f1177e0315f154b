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

    @Test func moreThanMaxItemsFails() {
        #expect(parseError(rss(items: 10_001)) == .tooManyItems(limit: 10_000))
        #expect(FeedParseError.tooManyItems(limit: 10_000).description == "the feed has more than 10,000 items")
    }

    @Test func tooManyAtomEntriesAndJSONItemsFail() {
        var limits = FeedParseLimits.standard
        limits.maxItems = 2
        let atom = "<feed xmlns=\"http://www.w3.org/2005/Atom\">" + String(repeating: "<entry/>", count: 3) + "</feed>"
        #expect(parseError(atom, limits: limits) == .tooManyItems(limit: 2))
        let json = #"{"version": "https://jsonfeed.org/version/1.1", "items": [{}, {}, {}]}"#
        #expect(parseError(json, limits: limits) == .tooManyItems(limit: 2))
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
