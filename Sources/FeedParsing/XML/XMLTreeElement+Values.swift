import Foundation

extension XMLTreeElement {
    /// The trimmed, non-empty texts of every child of that name, in document order.
    func values(_ name: String, in namespaces: Set<String>) -> [String] {
        children(name, in: namespaces).map(\.trimmedText).filter { !$0.isEmpty }
    }

    /// The first value among several candidate children, in the order given: a feed's fallbacks
    /// (`title`, then `dc:title`).
    func firstValue(_ candidates: [(name: String, namespaces: Set<String>)]) -> String {
        for candidate in candidates {
            let text = value(candidate.name, in: candidate.namespaces)
            if !text.isEmpty { return text }
        }
        return ""
    }

    /// The first of the candidate children whose text is a date this reader can read.
    func firstDate(_ candidates: [(name: String, namespaces: Set<String>)]) -> Date? {
        for candidate in candidates {
            for text in values(candidate.name, in: candidate.namespaces) {
                if let date = Date(feedDate: text) { return date }
            }
        }
        return nil
    }

    /// A non-empty attribute of the element, by local name.
    func nonEmptyAttribute(_ name: String) -> String? {
        guard let value = attribute(name)?.trimmingCharacters(in: .whitespacesAndNewlines),
              !value.isEmpty
        else { return nil }
        return value
    }
}
