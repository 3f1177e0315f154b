import Foundation
import FeedParsing

/// One input feed and the universal feed gofeed makes of it.
struct ConformanceCase {
    var name: String
    var input: URL
    var expected: URL

    /// Nil when the parsed feed matches, else every difference found, in one line.
    func mismatch() throws -> String? {
        let expectation = try JSONDecoder().decode(ExpectedFeed.self, from: Data(contentsOf: expected))
        let feed: ParsedFeed
        do {
            feed = try parseFeed(Data(contentsOf: input))
        } catch {
            return "parse failed: \(error)"
        }
        var differences = FieldDifferences()
        differences.compare("feed title", feed.title, expectation.title)
        differences.compare("feed link", feed.link, expectation.link)
        let expectedItems = expectation.items ?? []
        guard feed.items.count == expectedItems.count else {
            return "\(feed.items.count) items, expected \(expectedItems.count)"
        }
        for (index, (item, wanted)) in zip(feed.items, expectedItems).enumerated() {
            let label = "item \(index)"
            differences.compare("\(label) title", item.title, wanted.title)
            differences.compare("\(label) link", item.link, wanted.link)
            differences.compare("\(label) guid", item.guid, wanted.guid)
            differences.compare("\(label) summary", item.summary, wanted.description)
            differences.compare("\(label) content", item.content, wanted.content)
            differences.compare("\(label) author", item.authorName, wanted.firstAuthorName)
            differences.compare("\(label) published", item.published, wanted.publishedParsed)
            differences.compare("\(label) updated", item.updated, wanted.updatedParsed)
        }
        return differences.summary
    }
}
