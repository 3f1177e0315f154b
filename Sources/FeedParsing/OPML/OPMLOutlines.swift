import Foundation

/// Walks nested outlines: an outline with an `xmlUrl` is a feed, one without is a folder whose
/// name tags the feeds inside it. A `type="rss"` outline without an `xmlUrl` (or with a blank
/// one) and without outlines inside is a feed whose address is missing: it is given with an
/// empty URL, so that the import names it instead of dropping it unseen. Attribute names are
/// matched without regard to case, as exporters write `xmlUrl`, `xmlurl` and `XMLURL`.
enum OPMLOutlines {
    /// Where aichats's export says whose a feed's title is (`user` or `feed`), in its namespace
    /// `urn:aichats:opml` (Domain's `FeedOPML` writes it). Matched by the prefix aichats writes,
    /// as XMLParser gives an attribute's name as written, not its namespace.
    static let titleFromAttribute = "aichats:titleFrom"

    static func collect(in parent: XMLTreeElement, tags: [String], into feeds: inout [OPMLFeed]) {
        for outline in parent.elements where outline.name.lowercased() == "outline" {
            let name = nonEmpty(attribute("title", of: outline)) ?? attribute("text", of: outline)
            if let url = nonEmpty(attribute("xmlUrl", of: outline)) {
                let listed = categories(attribute("category", of: outline))
                let fromFeed = attribute(titleFromAttribute, of: outline) == "feed"
                feeds.append(OPMLFeed(url: url, title: name, tags: tags, categories: listed, titleFromFeed: fromFeed))
            } else if attribute("type", of: outline).lowercased() == "rss",
                      !outline.elements.contains(where: { $0.name.lowercased() == "outline" }) {
                feeds.append(OPMLFeed(url: "", title: name, tags: tags))
            }
            collect(in: outline, tags: name.isEmpty ? tags : tags + [name], into: &feeds)
        }
    }

    private static func attribute(_ name: String, of element: XMLTreeElement) -> String {
        let wanted = name.lowercased()
        let value = element.attributes.first { $0.key.lowercased() == wanted }?.value ?? ""
        return value.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private static func categories(_ text: String) -> [String] {
        text.split(separator: ",").compactMap { entry in
            var entry = entry.trimmingCharacters(in: .whitespacesAndNewlines)
            if entry.hasPrefix("/") { entry.removeFirst() }
            return nonEmpty(entry)
        }
    }

    private static func nonEmpty(_ text: String) -> String? {
        text.isEmpty ? nil : text
    }
}
