import Foundation

extension XMLTreeElement {
    var elements: [XMLTreeElement] {
        children.compactMap { node in
            if case .element(let element) = node { return element }
            return nil
        }
    }

    /// The element's own text and its descendants' text, joined, as written (entities decoded).
    var text: String {
        var joined = ""
        appendText(to: &joined)
        return joined
    }

    /// `text` without leading and trailing white space, which feeds put around values freely.
    var trimmedText: String { text.trimmingCharacters(in: .whitespacesAndNewlines) }

    private func appendText(to joined: inout String) {
        for node in children {
            switch node {
            case .text(let text): joined += text
            case .element(let element): element.appendText(to: &joined)
            }
        }
    }

    func children(_ name: String, in namespaces: Set<String>) -> [XMLTreeElement] {
        elements.filter { $0.name == name && namespaces.contains($0.namespace) }
    }

    func child(_ name: String, in namespaces: Set<String>) -> XMLTreeElement? {
        elements.first { $0.name == name && namespaces.contains($0.namespace) }
    }

    /// The trimmed text of the first child of that name with any text, empty when none has.
    func value(_ name: String, in namespaces: Set<String>) -> String {
        for element in children(name, in: namespaces) {
            let text = element.trimmedText
            if !text.isEmpty { return text }
        }
        return ""
    }

    /// An attribute by its local name, whatever prefix it was written with.
    func attribute(_ name: String) -> String? {
        if let value = attributes[name] { return value }
        return attributes.first { key, _ in key.hasSuffix(":" + name) }?.value
    }
}
