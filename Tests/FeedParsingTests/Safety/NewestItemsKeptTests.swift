import Foundation
import Testing
import FeedParsing

/// A feed past the item limit keeps its newest items by date, in the document's order, whatever
/// order the document lists them in; undated ones its first.
@Suite struct NewestItemsKeptTests {
    static var limits: FeedParseLimits {
        var limits = FeedParseLimits.standard
        limits.maxItems = 3
        return limits
    }

    static func day(_ day: Int) -> String { "2025-01-\(day < 10 ? "0" : "")\(day)T00:00:00Z" }

    @Test func anOldestFirstRSSFeedKeepsItsLastItems() throws {
        let rss = "<rss version=\"2.0\"><channel><title>T</title>"
            + (1...6).map { "<item><title>a\($0)</title><pubDate>\(Self.day($0))</pubDate></item>" }.joined()
            + "</channel></rss>"
        let feed = try parseFeed(Data(rss.utf8), limits: Self.limits)
        #expect(feed.items.map(\.title) == ["a4", "a5", "a6"])
        #expect(feed.leftOutItems == 3)
    }

    @Test func aShuffledAtomFeedKeepsItsNewestInTheDocumentsOrder() throws {
        let days = [3, 9, 1, 7, 2, 8]
        let atom = "<feed xmlns=\"http://www.w3.org/2005/Atom\"><title>T</title>"
            + days.map { "<entry><title>e\($0)</title><updated>\(Self.day($0))</updated></entry>" }.joined() + "</feed>"
        #expect(try parseFeed(Data(atom.utf8), limits: Self.limits).items.map(\.title) == ["e9", "e7", "e8"])
    }

    @Test func aJSONFeedKeepsItsNewestAndUndatedItemsKeepTheirFirst() throws {
        let items = (1...5).map { #"{"title": "j\#($0)", "date_published": "\#(Self.day($0))"}"# }.joined(separator: ",")
        let json = #"{"version": "https://jsonfeed.org/version/1.1", "items": [\#(items)]}"#
        #expect(try parseFeed(Data(json.utf8), limits: Self.limits).items.map(\.title) == ["j3", "j4", "j5"])
        let undated = "<rss version=\"2.0\"><channel>" + (1...5).map { "<item><title>u\($0)</title></item>" }.joined() + "</channel></rss>"
        #expect(try parseFeed(Data(undated.utf8), limits: Self.limits).items.map(\.title) == ["u1", "u2", "u3"])
    }
}
