import Foundation

/// RSS 1.0 and 0.90 (`<rdf:RDF>`): the channel and its items are siblings under the root, in the
/// RSS 1.0 (or 0.90) namespace.
enum RDFReader {
    static func feed(_ root: XMLTreeElement) -> ParsedFeed {
        let core = Namespace.rss10.union(Namespace.rss090).union(Namespace.none)
        let written = root.child("channel", in: core)
        let items = root.children("item", in: core) + (written?.children("item", in: core) ?? [])
        return RSSReader.feed(channel: written ?? root, items: items, core: core)
    }
}
