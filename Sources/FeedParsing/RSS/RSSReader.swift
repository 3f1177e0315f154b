import Foundation

/// RSS 0.91, 0.92 and 2.0 (`<rss><channel>`), whose elements have no namespace, with the
/// extensions feeds mix in (Dublin Core, content, media, iTunes, Atom).
enum RSSReader {
    static func feed(_ root: XMLTreeElement) -> ParsedFeed {
        let core = Namespace.none.union([root.namespace])
        let written = root.child("channel", in: core)
        // Some feeds put their items beside the channel instead of inside it.
        let items = (written?.children("item", in: core) ?? []) + root.children("item", in: core)
        return feed(channel: written ?? root, items: items, core: core)
    }

    /// The feed of a channel and its items, in RSS's elements (`core`): RSS 2.0's and RSS 1.0's.
    static func feed(channel: XMLTreeElement, items: [XMLTreeElement], core: Set<String>) -> ParsedFeed {
        let link = RSSLink.link(of: channel, core: core)
        return ParsedFeed(
            title: RSSTitleMarkup.text(of: channel.firstValue([("title", core), ("title", Namespace.dublinCore)])),
            link: link,
            items: items.map { RSSItemReader.item($0, core: core, siteLink: link) })
    }
}
