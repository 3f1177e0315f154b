import Foundation

enum AtomLinks {
    /// The `href` of the first link to the page itself: `rel="alternate"`, or no `rel`, which
    /// means the same in Atom.
    static func alternate(
        in element: XMLTreeElement, namespaces: Set<String>, base: URL? = nil
    ) -> String? {
        element.children("link", in: namespaces).lazy
            .filter { ($0.attribute("rel") ?? "alternate") == "alternate" }
            .compactMap { link in
                (link.nonEmptyAttribute("href") ?? nonEmpty(link.trimmedText)).map { href in
                    XMLBase.resolve(href, against: XMLBase.base(of: link, inherited: base))
                }
            }
            .first
    }

    static func enclosures(in element: XMLTreeElement, namespaces: Set<String>) -> [XMLTreeElement] {
        element.children("link", in: namespaces).filter { $0.attribute("rel") == "enclosure" }
    }

    private static func nonEmpty(_ text: String) -> String? {
        text.isEmpty ? nil : text
    }
}
