import Foundation

/// Writes parsed elements back out as markup: Atom `type="xhtml"` content arrives as elements,
/// and the app wants it as the HTML text it was.
enum XHTMLWriter {
    static func markup(of nodes: [XMLTreeNode]) -> String {
        var output = ""
        for node in nodes {
            write(node, to: &output)
        }
        return output
    }

    private static func write(_ node: XMLTreeNode, to output: inout String) {
        switch node {
        case .text(let text):
            output += escaped(text, quote: false)
        case .element(let element):
            let name = Namespace.xhtml.contains(element.namespace) ? element.name : element.qualifiedName
            output += "<" + name
            for (key, value) in element.attributes.sorted(by: { $0.key < $1.key }) {
                output += " \(key)=\"\(escaped(value, quote: true))\""
            }
            guard !element.children.isEmpty else {
                output += "/>"
                return
            }
            output += ">"
            for child in element.children {
                write(child, to: &output)
            }
            output += "</\(name)>"
        }
    }

    /// `&`, `<` and `>` escaped, and `"` too with `quote` (an attribute's value).
    static func escaped(_ text: String, quote: Bool) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where quote: result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}
