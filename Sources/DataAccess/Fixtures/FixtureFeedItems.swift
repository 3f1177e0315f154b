import Domain
import Foundation

/// The sample feeds' items: CJK and emoji titles, a text with lists, a quote and links (one of
/// them `javascript:`, which is never opened), an item with only a summary, read and unread,
/// bookmarked, premium, and one too old for the latest news.
enum FixtureFeedItems {
    typealias Feeds = FixtureFeeds

    static var all: [FeedItem] {
        [
            item(1, Feeds.tech, "Solid-state batteries reach the road 🔋", -1800, content: batteryText, links: [
                "https://news.example.org/batteries/report", "javascript:alert('hi')", "file:///usr/share/doc/battery.txt",
            ]),
            item(2, Feeds.tech, "東京で量子コンピューターの新拠点が開所", -3 * 3600,
                 summary: "研究者と企業が共同で使える新しい拠点が、東京・お台場に開所した。"),
            item(3, Feeds.tech, "Open-source editor adds CRDT sync", -2 * 86_400, summary: "Edits merge without a server.",
                 read: true),
            item(4, Feeds.tech, "Terminal emulators agree on a width table", -5 * 86_400, summary: "Emoji take two cells.",
                 read: true),
            item(5, Feeds.notes, "Tea at the night market 🧋 夜市の茶", -2 * 3600, summary: "Oolong, then bubbles.",
                 bookmarked: true),
            item(6, Feeds.notes, "A week without notifications", -4 * 86_400, summary: "Quieter than expected.", read: true),
            item(7, Feeds.world, "Ferry strike ends after talks", -3 * 86_400, summary: "Boats run again from Monday."),
            item(8, Feeds.world, "Harbour reopens after repairs", -10 * 86_400, summary: "The old quay is back.", read: true),
            item(9, Feeds.members, "Quarterly outlook: shipping costs fall", -6 * 3600, summary: "Freight rates eased."),
            item(10, Feeds.members, "Interview: the founder of a tiny bank", -86_400, summary: "Small is beautiful.", read: true),
            item(11, Feeds.hidden, "An item of the hidden feed", -3600, summary: "Fetched, never listed."),
            item(12, Feeds.tech, "Why line breaking is hard — 日本語の改行", -20 * 3600, summary: "Kinsoku rules, explained."),
        ]
    }

    static let batteryText = """
        The first cars with solid-state batteries are on sale, two years after the prototypes [1].

        What changes for drivers:
        • Charging to 80% takes twelve minutes at a fast charger, about half the time of today's packs.
        • The packs weigh less, so the range grows by a fifth.
        1. Prices start high.
        2. They fall as the second factory opens next year, the makers say.

          “We expected the chemistry to be the hard part. It was the factory.” — an engineer at the plant

        The spec sheet is on the maker's site [3]; a widget on the page [2] was removed.
        """

    static func item(
        _ id: Int64, _ feed: String, _ title: String, _ age: TimeInterval, summary: String = "", content: String = "",
        links: [String] = [], read: Bool = false, bookmarked: Bool = false
    ) -> FeedItem {
        let published = FixtureFeeds.at(age)
        return FeedItem(
            id: id, feed: feed, guid: "\(feed)#\(id)", link: "\(feed.split(separator: "/").prefix(2).joined(separator: "//"))/items/\(id)",
            title: title, author: id == 1 ? "Ana Ruiz" : "", published: published, firstSeen: published,
            summaryText: summary, contentText: content, links: links, isRead: read, isBookmarked: bookmarked)
    }
}
