import Domain
import FeedParsing
import Foundation
import HTTPStreamWire

/// A parsed feed into the reply's `FetchedFeed`, each item's HTML rendered to text.
///
/// An item has one `links` array for both texts. The content is rendered first and keeps its
/// numbers; the summary's markers are renumbered after them, a link the content already has
/// keeping the content's number (`LinkMarkers`). So `[N]` means the same link in both texts.
enum FetchedFeedBuilder {
    static func feed(_ parsed: ParsedFeed, at address: URL? = nil) -> FetchedFeed {
        let resolve = LinkResolver(base: address)
        return FetchedFeed(title: parsed.title, siteLink: resolve(parsed.link), items: parsed.items.map { item($0, resolve) })
    }

    static func item(_ parsed: ParsedItem, _ resolve: LinkResolver = LinkResolver(base: nil)) -> FetchedItem {
        var item = FetchedItem()
        item.guid = parsed.guid
        item.link = resolve(parsed.link)
        item.title = parsed.title
        item.author = parsed.authorName
        item.published = parsed.published
        item.updated = parsed.updated
        let content = parsed.content.isEmpty ? RenderedHTML(text: "", links: []) : renderHTML(parsed.content)
        let summary = parsed.summary.isEmpty ? RenderedHTML(text: "", links: []) : renderHTML(parsed.summary)
        var links = content.links
        item.contentText = content.text
        item.summaryText = LinkMarkers.renumber(summary, into: &links)
        item.links = links.map(resolve.callAsFunction)
        return item
    }
}
