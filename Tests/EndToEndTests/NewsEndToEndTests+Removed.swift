import Foundation
import TestSupport
import Testing

extension NewsEndToEndTests {
    /// `feeds export` names a feed without a `~Title` by the title the feed gave itself, read
    /// from the cache without changing the data folder; a feed removed from the list keeps its
    /// items, which `news --feed` still lists, as its help says.
    @Test func exportNamesFeedsByTheirCachedTitleAndNewsReachesARemovedFeed() async throws {
        try config.write("\(Self.feed)\nhttps://b.org/feed\n", to: "aichats/urls")
        try await storeItems()
        let before = try FileManager.default.contentsOfDirectory(atPath: data.url.path).sorted()
        let export = try run("feeds", "export")
        #expect(export.status == 0 && export.errors.isEmpty)
        #expect(export.output.contains(
            #"<outline type="rss" text="Feed A" title="Feed A" xmlUrl="https://a.org/feed" aichats:titleFrom="feed"/>"#))
        #expect(export.output.contains(#"<outline type="rss" text="https://b.org/feed" title="https://b.org/feed""#))
        #expect(try FileManager.default.contentsOfDirectory(atPath: data.url.path).sorted() == before)

        #expect(try run("feeds", "remove", Self.feed).status == 0)
        let news = try run("news", "--feed", "HTTPS://a.org/feed")
        #expect(news.status == 0 && news.errors.isEmpty)
        #expect(news.output.split(separator: "\n").map { $0.contains("Feed A: Item") } == [true, true])
    }
}
