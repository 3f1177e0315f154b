import Foundation
import Testing
@testable import FeedParsing

@Suite struct ParsedFeedTests {
    @Test func aFeedSurvivesTheWireAsJSON() throws {
        var item = ParsedItem()
        item.title = "Hello 世界"
        item.published = Date(timeIntervalSince1970: 1_700_000_000)
        let feed = ParsedFeed(title: "Example", link: "https://example.com/", items: [item])
        let decoded = try JSONDecoder().decode(ParsedFeed.self, from: JSONEncoder().encode(feed))
        #expect(decoded == feed)
    }
}
