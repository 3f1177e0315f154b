import Foundation
import TestSupport
import Testing

extension NewsEndToEndTests {
    /// An RSS and an Atom feed, each with one item dated year 0000 (which some sites write for
    /// "no date") beside a dated one.
    static let yearZeroFeeds = [
        "rss.xml": #"<rss version="2.0"><channel><title>R</title>"#
            + "<item><guid>r0</guid><title>RSS zero</title><pubDate>Sat, 01 Jan 0000 00:00:00 GMT</pubDate></item>"
            + "<item><guid>r1</guid><title>RSS dated</title><pubDate>Tue, 14 Nov 2023 22:13:20 GMT</pubDate></item>"
            + "</channel></rss>",
        "atom.xml": #"<feed xmlns="http://www.w3.org/2005/Atom"><title>A</title>"#
            + "<entry><id>a0</id><title>Atom zero</title><updated>0000-01-01T00:00:00Z</updated></entry>"
            + "<entry><id>a1</id><title>Atom dated</title><updated>2023-11-14T22:13:20Z</updated></entry>"
            + "</feed>",
    ]

    /// The year-0000 feeds in the feed list, refreshed.
    func refreshYearZeroFeeds() throws -> CommandRun {
        let feeds = try TemporaryFolder()
        for (name, text) in Self.yearZeroFeeds { try feeds.write(text, to: name) }
        let list = Self.yearZeroFeeds.keys.sorted().map { feeds.file($0).absoluteString }
        try config.write(list.joined(separator: "\n") + "\n", to: "aichats/urls")
        return try run("refresh")
    }

    /// An item dated out of range is undated, as one whose date cannot be read; the feed loads.
    @Test func anItemDatedYearZeroIsStoredUndatedWithTheRestOfItsFeed() throws {
        let refresh = try refreshYearZeroFeeds()
        #expect(refresh.status == 0, "\(refresh.output) \(refresh.errors)")
        #expect(refresh.output.contains("Refreshed 2 feeds: 4 new items, 0 failed"), "\(refresh.output)")
        let news = try run("news", "--json")
        for title in ["RSS zero", "Atom zero"] {
            #expect(news.output.contains(#""title":"\#(title)","link":"","published":null"#), "\(news.output)")
        }
        for title in ["RSS dated", "Atom dated"] {
            #expect(news.output.contains(#""title":"\#(title)","link":"","published":"2023-11-14T22:13:20Z""#))
        }
    }

    /// The text listing shows no date for an undated item (JSON's null), not when it was fetched.
    @Test func theTextListingSaysAnUndatedItemHasNoDate() throws {
        #expect(try refreshYearZeroFeeds().status == 0)
        let lines = try run("news").output.split(separator: "\n").map(String.init)
        #expect(lines.contains("N  (no date)         R: RSS zero"), "\(lines)")
        #expect(lines.contains("N  (no date)         A: Atom zero"), "\(lines)")
        for title in ["R: RSS dated", "A: Atom dated"] {
            let line = try #require(lines.first { $0.hasSuffix(title) })
            #expect(line.dropFirst(3).prefix(16).allSatisfy { "0123456789-: ".contains($0) }, "a date: \(line)")
        }
    }
}
