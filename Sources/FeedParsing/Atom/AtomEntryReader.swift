import Foundation

/// One Atom entry. Atom 0.3 names its dates `issued` and `modified`; an entry without a
/// published date was published when it was last updated.
enum AtomEntryReader {
    static func item(
        _ entry: XMLTreeElement, namespaces atom: Set<String>, feedAuthor: String, base feedBase: URL?
    ) -> ParsedItem {
        let base = XMLBase.base(of: entry, inherited: feedBase)
        var item = ParsedItem()
        item.title = AtomText.firstPlainText("title", in: entry, namespaces: atom)
        item.link = AtomLinks.alternate(in: entry, namespaces: atom, base: base) ?? ""
        item.guid = entry.value("id", in: atom)
        (item.summary, item.summaryBase) = text("summary", in: entry, namespaces: atom, base: base)
        (item.content, item.contentBase) = text("content", in: entry, namespaces: atom, base: base)
        if item.summary.isEmpty, item.content.isEmpty { item.summary = MediaDescription.html(of: entry) }
        let author = AtomReader.authorName(of: entry, namespaces: atom)
        item.authorName = author.isEmpty ? feedAuthor : author
        item.authorEmail = AtomReader.authorEmail(of: entry, namespaces: atom)
        item.updated = entry.firstDate([("updated", atom), ("modified", atom)])
        item.published = entry.firstDate([("published", atom), ("issued", atom), ("created", atom)])
            ?? item.updated
        let enclosures = AtomLinks.enclosures(in: entry, namespaces: atom)
        item.enclosures = enclosures.compactMap { enclosure in
            enclosure.nonEmptyAttribute("href").map { XMLBase.resolve($0, against: base) }
        }
        item.enclosureDetails = enclosures.compactMap { enclosure in
            enclosure.nonEmptyAttribute("href").map {
                ParsedEnclosure(
                    url: XMLBase.resolve($0, against: base), type: enclosure.attribute("type") ?? "",
                    length: Int(enclosure.attribute("length") ?? "") ?? 0)
            }
        }
        item.thumbnail = MediaImage.thumbnail(of: entry, core: atom)
        item.pictures = MediaPictures.pictures(of: entry)
        if item.thumbnail.isEmpty {
            item.thumbnail = enclosures.first { $0.attribute("type")?.hasPrefix("image/") == true }?
                .nonEmptyAttribute("href") ?? ""
        }
        return item
    }

    /// A text construct's value and the base its relative links are written against.
    private static func text(
        _ name: String, in entry: XMLTreeElement, namespaces atom: Set<String>, base: URL?
    ) -> (value: String, base: String) {
        guard let element = AtomText.first(name, in: entry, namespaces: atom) else { return ("", "") }
        let inside = XMLBase.base(of: element, inherited: base)
        return (AtomText.html(of: element), inside?.absoluteString ?? "")
    }
}
