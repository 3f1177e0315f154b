import Domain
import Foundation
import GRDB

/// A fetched item as the cache writes it: every text cleaned by `UntrustedText` (the cache does
/// it, whatever the network helper did before, so no row can hold a terminal escape), the links
/// as a JSON array, and its keys computed from the cleaned values (`FeedItemKey`).
struct StoredFeedItem {
    /// Its key when no other item of the fetch has the same.
    let plainKey: String
    /// Its key when another item of the fetch has the same plain key; for an item with a guid,
    /// the plain key (a guid listed twice is one item listed twice).
    let distinctKey: String
    let guid, link, title, author, summaryText, contentText, links: String
    let published, updated: Double?

    init(_ item: FetchedItem) {
        guid = UntrustedText.clean(item.guid)
        link = UntrustedText.clean(item.link)
        title = UntrustedText.clean(item.title)
        author = UntrustedText.clean(item.author)
        summaryText = UntrustedText.clean(item.summaryText)
        contentText = UntrustedText.clean(item.contentText)
        links = Self.json(item.links.map(UntrustedText.clean))
        published = item.published?.storedValue
        updated = item.updated?.storedValue
        let text = summaryText + "\u{1F}" + contentText
        plainKey = FeedItemKey.of(guid: guid, link: link, title: title, published: item.published, text: text)
        distinctKey = guid.isEmpty ? FeedItemKey.distinct(plainKey, title: title, published: published, text: text) : plainKey
    }

    /// The columns an update changes, in `arguments`' order.
    static let columns = ["guid", "link", "title", "author", "published", "updated", "summary_text", "content_text", "links"]

    var arguments: StatementArguments {
        [guid, link, title, author, published, updated, summaryText, contentText, links]
    }

    static func json(_ links: [String]) -> String {
        guard let data = try? JSONEncoder().encode(links) else { return "[]" }
        return String(decoding: data, as: UTF8.self)
    }
}
