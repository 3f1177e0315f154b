import Foundation

enum RSSLink {
    /// The last `link` the element gives (its text, or an `href` some feeds write instead), else
    /// an embedded `atom:link` to the page rather than to the feed itself.
    static func link(of element: XMLTreeElement, core: Set<String>) -> String {
        let written = element.children("link", in: core).compactMap { link in
            let text = link.trimmedText
            return text.isEmpty ? link.nonEmptyAttribute("href") : text
        }
        if let last = written.last { return last }
        return AtomLinks.alternate(in: element, namespaces: Namespace.atom) ?? ""
    }
}
