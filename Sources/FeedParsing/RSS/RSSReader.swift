import Foundation

/// RSS 0.91, 0.92 and 2.0 (`<rss><channel>`), whose elements have no namespace.
enum RSSReader {
    static func feed(_ root: XMLTreeElement) -> ParsedFeed {
        let channel = root.child("channel", in: Namespace.none) ?? root
        var feed = ParsedFeed()
        feed.title = channel.value("title", in: Namespace.none)
        feed.link = channel.value("link", in: Namespace.none)
        feed.items = channel.children("item", in: Namespace.none).map(item)
        return feed
    }

    static func item(_ element: XMLTreeElement) -> ParsedItem {
        var item = ParsedItem()
        item.title = element.value("title", in: Namespace.none)
        item.link = element.value("link", in: Namespace.none)
        item.guid = element.value("guid", in: Namespace.none)
        item.summary = element.value("description", in: Namespace.none)
        item.content = element.value("encoded", in: Namespace.content)
        item.authorName = element.value("author", in: Namespace.none)
        item.published = Date(feedDate: element.value("pubDate", in: Namespace.none))
        return item
    }
}
