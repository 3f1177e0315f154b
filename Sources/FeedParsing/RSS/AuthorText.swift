import Foundation

/// RSS puts an author in one text: `jane@example.org (Jane Doe)`, `Jane Doe (jane@example.org)`,
/// a bare name or a bare address.
enum AuthorText {
    /// The name part; empty when the text is only an e-mail address.
    static func name(from text: String) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if let open = trimmed.firstIndex(of: "("), trimmed.hasSuffix(")") {
            let outside = trimmed[..<open].trimmingCharacters(in: .whitespaces)
            let inside = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
                .trimmingCharacters(in: .whitespaces)
            if isAddress(outside) { return isAddress(inside) ? "" : inside }
            if !outside.isEmpty { return outside }
            return isAddress(inside) ? "" : inside
        }
        return isAddress(trimmed) ? "" : trimmed
    }

    /// The e-mail address part, `mailto:` left out; empty when there is none.
    static func address(from text: String) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        var parts = [trimmed]
        if let open = trimmed.firstIndex(of: "("), trimmed.hasSuffix(")") {
            parts = [
                trimmed[..<open].trimmingCharacters(in: .whitespaces),
                trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)].trimmingCharacters(in: .whitespaces),
            ]
        }
        guard let address = parts.first(where: isAddress) else { return "" }
        return address.hasPrefix("mailto:") ? String(address.dropFirst(7)) : address
    }

    private static func isAddress(_ text: String) -> Bool {
        let address = text.hasPrefix("mailto:") ? String(text.dropFirst(7)) : text
        return address.contains("@") && !address.contains(" ")
    }
}
