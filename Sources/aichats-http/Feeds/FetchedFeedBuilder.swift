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
        return FetchedFeed(
            title: parsed.title, siteLink: resolve(parsed.link), items: parsed.items.map { item($0, resolve) },
            leftOutItems: parsed.leftOutItems)
    }

    static func item(_ parsed: ParsedItem, _ resolve: LinkResolver = LinkResolver(base: nil)) -> FetchedItem {
        var item = FetchedItem()
        item.guid = parsed.guid
        item.link = resolve(parsed.link)
        item.title = parsed.title
        // What the app shows of an author: the name, else the address, all some feeds give.
        item.author = parsed.authorName.isEmpty ? parsed.authorEmail : parsed.authorName
        // An item dated only by its update (RSS `atom:updated`) was published then, as an Atom entry.
        item.published = parsed.published ?? parsed.updated
        item.updated = parsed.updated
        let content = rendered(parsed.content, resolve.within(parsed.contentBase))
        let summary = rendered(parsed.summary, resolve.within(parsed.summaryBase))
        var links = content.links
        item.contentText = content.text
        item.summaryText = LinkMarkers.renumber(summary, into: &links)
        AttachedPictures.add(parsed.pictures, resolve, to: &item, links: &links)
        // The enclosures after the texts' links, so that `[N]` keeps its meaning; a podcast's
        // episode, often its item's only address, is also the link of an item without one.
        let enclosures = parsed.enclosures.map(resolve.callAsFunction).filter { !$0.isEmpty }
        links += enclosures.filter { !links.contains($0) }
        item.links = links
        AttachedPictures.append(EnclosureMarkers.markers(parsed.enclosureDetails, resolve, links: links), to: &item)
        if item.link.isEmpty { item.link = enclosures.first ?? "" }
        return item
    }

    /// The text with its links resolved: each text has its own base.
    private static func rendered(_ html: String, _ resolve: LinkResolver) -> RenderedHTML {
        guard !html.isEmpty else { return RenderedHTML(text: "", links: []) }
        var rendered = renderHTML(html)
        rendered.links = rendered.links.map(resolve.callAsFunction)
        return rendered
    }
}
