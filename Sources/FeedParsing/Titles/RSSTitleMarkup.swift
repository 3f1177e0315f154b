/// RSS titles are plain text by the specification, yet many publishing systems write HTML in them
/// (`<![CDATA[<b>Bold</b>]]>`, `&lt;em&gt;`, `&amp;amp;` escaped twice), which a reader should not
/// show as markup. A title is read as HTML only on evidence plain text seldom holds: a closed
/// inline element, a `<br>`, or a character reference ended by ';'. "Why <div> beats <span>" stays
/// as written.
enum RSSTitleMarkup {
    static func text(of title: String) -> String {
        looksLikeHTML(title) ? TitleText.fromHTML(title) : title
    }

    static func looksLikeHTML(_ title: String) -> Bool {
        guard title.contains("<") || title.contains("&") else { return false }
        let lowered = title.lowercased()
        if ["<br>", "<br/>", "<br />"].contains(where: lowered.contains) { return true }
        if inlineElements.contains(where: { lowered.contains("</\($0)>") && opens($0, in: lowered) }) { return true }
        return holdsCharacterReference(Array(title.utf8))
    }

    private static let inlineElements = [
        "a", "b", "i", "u", "s", "em", "strong", "code", "span", "sup", "sub", "small", "mark", "q", "cite",
        "abbr", "font", "del", "ins", "tt", "kbd", "var",
    ]

    private static func opens(_ element: String, in lowered: String) -> Bool {
        lowered.contains("<\(element)>") || lowered.contains("<\(element) ")
    }

    /// True when an '&' starts a reference that ends with ';' and that HTML decodes.
    private static func holdsCharacterReference(_ bytes: [UInt8]) -> Bool {
        for start in bytes.indices where bytes[start] == UInt8(ascii: "&") {
            guard let end = bytes[start...].prefix(34).firstIndex(of: UInt8(ascii: ";")) else { continue }
            let reference = start..<(end + 1)
            let isName = bytes[(start + 1)..<end].allSatisfy { $0 == UInt8(ascii: "#") || $0.isASCIIAlphanumeric }
            if isName, end > start + 1, CharacterReference.decode(bytes, reference) != Array(bytes[reference]) { return true }
        }
        return false
    }
}
