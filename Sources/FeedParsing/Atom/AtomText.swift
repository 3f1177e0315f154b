import Foundation

/// An Atom text construct (`title`, `summary`, `content`…): text or HTML as written, XHTML
/// written back out as markup, Atom 0.3 base64 decoded.
enum AtomText {
    static func value(of element: XMLTreeElement) -> String {
        let type = element.attribute("type")?.lowercased() ?? "text"
        let mode = element.attribute("mode")?.lowercased()
        if type == "xhtml" || type == "application/xhtml+xml" || mode == "xml" {
            return xhtml(element).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        if mode == "base64", let data = Data(base64Encoded: element.trimmedText, options: .ignoreUnknownCharacters) {
            return String(decoding: data, as: UTF8.self)
        }
        return element.markupOrText
    }

    /// The markup inside the element; the `div` that Atom 1.0 wraps XHTML in is not part of it.
    private static func xhtml(_ element: XMLTreeElement) -> String {
        let elements = element.elements
        let onlyWhitespaceText = element.children.allSatisfy { node in
            if case .text(let text) = node { return text.allSatisfy(\.isWhitespace) }
            return true
        }
        if elements.count == 1, let wrapper = elements.first, wrapper.name == "div",
           Namespace.xhtml.contains(wrapper.namespace), onlyWhitespaceText {
            return XHTMLWriter.markup(of: wrapper.children)
        }
        return XHTMLWriter.markup(of: element.children)
    }

    /// The first child of that name with a value, read as a text construct.
    static func firstValue(_ name: String, in element: XMLTreeElement, namespaces: Set<String>) -> String {
        for child in element.children(name, in: namespaces) {
            let text = value(of: child)
            if !text.isEmpty { return text }
        }
        return ""
    }
}
