import Foundation
import Testing
import FeedParsing

/// A feed past the item limit says how many items it left out, so that the app can say it.
@Suite struct LeftOutItemsTests {
    static var limits: FeedParseLimits {
        var limits = FeedParseLimits.standard
        limits.maxItems = 2
        return limits
    }

    @Test func everyFormatCountsTheItemsPastTheLimit() throws {
        let rss = "<rss version=\"2.0\"><channel>" + (1...5).map { "<item><title>r\($0)</title></item>" }.joined() + "</channel></rss>"
        #expect(try parseFeed(Data(rss.utf8), limits: Self.limits).leftOutItems == 3)
        let atom = "<feed xmlns=\"http://www.w3.org/2005/Atom\">" + (1...3).map { "<entry><title>e\($0)</title></entry>" }.joined() + "</feed>"
        #expect(try parseFeed(Data(atom.utf8), limits: Self.limits).leftOutItems == 1)
        let json = #"{"version": "https://jsonfeed.org/version/1.1", "items": [{"title": "j1"}, {"title": "j2"}, {"title": "j3"}]}"#
        #expect(try parseFeed(Data(json.utf8), limits: Self.limits).leftOutItems == 1)
    }

    @Test func aSecondReadingCountsAfreshAndAFeedWithinTheLimitLeavesNoneOut() throws {
        let repaired = "<rss><channel><item><title>a&nbsp;b</title></item><item/><item/><item/></channel></rss>"
        #expect(try parseFeed(Data(repaired.utf8), limits: Self.limits).leftOutItems == 2)
        #expect(try parseFeed(Data("<rss><channel><item/><item/></channel></rss>".utf8), limits: Self.limits).leftOutItems == 0)
    }
}
