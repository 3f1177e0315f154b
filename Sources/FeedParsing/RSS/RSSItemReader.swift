import Foundation

/// One RSS item, each field from its RSS element or, when that is missing, from the extension
/// that feeds use in its place. `siteLink` is the channel's `link`.
enum RSSItemReader {
    static func item(_ element: XMLTreeElement, core: Set<String>, siteLink: String) -> ParsedItem {
        let dc = Namespace.dublinCore
        let atom = Namespace.atom
        var item = ParsedItem()
        item.title = RSSTitleMarkup.text(of: element.firstValue([("title", core), ("title", dc)]))
        item.link = RSSLink.link(of: element, core: core)
        item.guid = element.value("guid", in: core)
        if item.link.isEmpty { item.link = permalink(of: element, core: core) }
        item.summary = element.firstMarkup(
            [("description", core), ("description", dc), ("summary", Namespace.itunes)])
        item.content = element.firstMarkup([("encoded", Namespace.content)])
        if item.content.isEmpty, let content = element.child("content", in: atom) {
            item.content = AtomText.html(of: content)
        }
        if item.summary.isEmpty, item.content.isEmpty { item.summary = MediaDescription.html(of: element) }
        item.summaryBase = RSSTextBase.base(of: element, itemLink: item.link, siteLink: siteLink)
        item.contentBase = item.summaryBase
        item.authorName = authorName(of: element, core: core)
        item.authorEmail = AuthorText.address(from: element.value("author", in: core))
        item.published = element.firstDate([("pubDate", core), ("date", dc), ("published", atom)])
        item.updated = element.firstDate([("updated", atom), ("date", dc), ("modified", dc)])
        item.enclosures = element.children("enclosure", in: core).compactMap { $0.nonEmptyAttribute("url") }
        let duration = element.value("duration", in: Namespace.itunes)
        item.enclosureDetails = element.children("enclosure", in: core).compactMap { enclosure in
            enclosure.nonEmptyAttribute("url").map {
                ParsedEnclosure(
                    url: $0, type: enclosure.attribute("type") ?? "",
                    length: Int(enclosure.attribute("length") ?? "") ?? 0, duration: duration)
            }
        }
        item.thumbnail = MediaImage.thumbnail(of: element, core: core)
        item.pictures = MediaPictures.pictures(of: element)
        return item
    }

    /// The guid when it is a permalink (RSS 2.0: unless `isPermaLink="false"`, "the reader may
    /// assume that it is a permalink to the item") written as an http or https address.
    private static func permalink(of element: XMLTreeElement, core: Set<String>) -> String {
        guard let guid = element.child("guid", in: core), guid.attribute("isPermaLink")?.lowercased() != "false" else {
            return ""
        }
        let value = guid.trimmedText
        let scheme = value.prefix { $0 != ":" }.lowercased()
        return (scheme == "http" || scheme == "https") && value.contains("://") ? value : ""
    }

    private static func authorName(of element: XMLTreeElement, core: Set<String>) -> String {
        let written = element.firstValue([
            ("author", core), ("author", Namespace.dublinCore), ("creator", Namespace.dublinCore),
            ("author", Namespace.itunes),
        ])
        if !written.isEmpty { return AuthorText.name(from: written) }
        return element.child("author", in: Namespace.atom)?.value("name", in: Namespace.atom) ?? ""
    }
}
