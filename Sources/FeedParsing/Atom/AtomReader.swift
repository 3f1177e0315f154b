import Foundation

/// Atom 1.0 and Atom 0.3 (`<feed>`), each in its own namespace.
enum AtomReader {
    static func feed(_ root: XMLTreeElement) -> ParsedFeed {
        let atom = Namespace.none.union([root.namespace])
        let feedAuthor = authorName(of: root, namespaces: atom)
        let base = XMLBase.base(of: root, inherited: nil)
        return ParsedFeed(
            title: AtomText.firstPlainText("title", in: root, namespaces: atom),
            link: AtomLinks.alternate(in: root, namespaces: atom, base: base) ?? "",
            items: root.children("entry", in: atom).map { entry in
                AtomEntryReader.item(entry, namespaces: atom, feedAuthor: feedAuthor, base: base)
            })
    }

    /// The first author's e-mail address, else the one in the entry's `source`.
    static func authorEmail(of element: XMLTreeElement, namespaces: Set<String>) -> String {
        firstAuthors("email", of: element, namespaces: namespaces)
    }

    /// The first author's name, else the name in an Atom `source` the entry was copied from.
    static func authorName(of element: XMLTreeElement, namespaces: Set<String>) -> String {
        firstAuthors("name", of: element, namespaces: namespaces)
    }

    /// The first non-empty `field` of the element's authors, else of its `source`'s.
    private static func firstAuthors(_ field: String, of element: XMLTreeElement, namespaces: Set<String>) -> String {
        for author in element.children("author", in: namespaces) {
            let value = author.value(field, in: namespaces)
            if !value.isEmpty { return value }
        }
        guard let source = element.child("source", in: namespaces) else { return "" }
        return firstAuthors(field, of: source, namespaces: namespaces)
    }
}
