import Foundation

extension XMLTreeElement {
    /// The element's content as HTML text: its text when it has only text (escaped or CDATA HTML,
    /// as feeds should write it), else its child elements written back out as markup (HTML put
    /// straight into the XML, as some feeds do).
    var markupOrText: String {
        guard elements.isEmpty else {
            return XHTMLWriter.markup(of: children).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        return trimmedText
    }

    /// `markupOrText` of the first of the candidate children that has any.
    func firstMarkup(_ candidates: [(name: String, namespaces: Set<String>)]) -> String {
        for candidate in candidates {
            for element in children(candidate.name, in: candidate.namespaces) {
                let markup = element.markupOrText
                if !markup.isEmpty { return markup }
            }
        }
        return ""
    }
}
