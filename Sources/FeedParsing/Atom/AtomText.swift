import Foundation

/// An Atom text construct (`title`, `summary`, `content`…): text or HTML as written, XHTML
/// written back out as markup, Atom 0.3 base64 decoded.
enum AtomText {
    enum Kind { case text, html, xhtml }

    /// `type="text"` (the default) is plain text; `html`, Atom 0.3's `mode="escaped"` and any
    /// other type are HTML; `xhtml` arrives as elements.
    static func kind(of element: XMLTreeElement) -> Kind {
        let type = element.attribute("type")?.lowercased() ?? "text"
        let mode = element.attribute("mode")?.lowercased()
        if type == "xhtml" || type == "application/xhtml+xml" || mode == "xml" { return .xhtml }
        let plain = (type == "text" || type == "text/plain") && mode != "escaped" && element.elements.isEmpty
        return plain ? .text : .html
    }

    static func value(of element: XMLTreeElement) -> String {
        if kind(of: element) == .xhtml {
            return xhtml(element).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        if element.attribute("mode")?.lowercased() == "base64",
           let data = Data(base64Encoded: element.trimmedText, options: .ignoreUnknownCharacters) {
            return String(decoding: data, as: UTF8.self)
        }
        return element.markupOrText
    }

    /// The construct as HTML, for a summary or content: text escaped, its line breaks kept.
    static func html(of element: XMLTreeElement) -> String {
        let written = value(of: element)
        return kind(of: element) == .text ? PlainTextHTML.html(written) : written
    }

    /// The construct as the plain text it shows: HTML and XHTML rendered, text as written.
    static func plainText(of element: XMLTreeElement) -> String {
        let written = value(of: element)
        return kind(of: element) == .text ? written : TitleText.fromHTML(written)
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

    /// The first child of that name with a value.
    static func first(_ name: String, in element: XMLTreeElement, namespaces: Set<String>) -> XMLTreeElement? {
        element.children(name, in: namespaces).first { !value(of: $0).isEmpty }
    }

    /// The first title (or other text construct of that name) as plain text.
    static func firstPlainText(_ name: String, in element: XMLTreeElement, namespaces: Set<String>) -> String {
        first(name, in: element, namespaces: namespaces).map(plainText(of:)) ?? ""
    }
}
