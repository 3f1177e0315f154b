import Foundation

/// Atom's `xml:base`: a link written relative to it is given back absolute. Without one, a
/// relative link stays as written, for the caller to resolve against the feed's own address.
enum XMLBase {
    /// The base in effect inside `element`: its own `xml:base`, resolved against the one it
    /// inherits.
    static func base(of element: XMLTreeElement, inherited: URL?) -> URL? {
        guard let written = element.attributes["xml:base"]?.trimmingCharacters(in: .whitespaces),
              !written.isEmpty
        else { return inherited }
        return URL(string: written, relativeTo: inherited)?.absoluteURL ?? inherited
    }

    static func resolve(_ href: String, against base: URL?) -> String {
        guard let base, let url = URL(string: href, relativeTo: base) else { return href }
        return url.absoluteString
    }
}
