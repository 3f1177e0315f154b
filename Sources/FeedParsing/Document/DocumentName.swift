import Foundation

/// A name taken from the document (an encoding, a root element) made fit for an error message:
/// the message reaches a terminal, and a hostile document could put escape sequences in it.
enum DocumentName {
    static func printable(_ name: String) -> String {
        let allowed = name.unicodeScalars.filter { scalar in
            scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || "._:-".unicodeScalars.contains(scalar))
        }
        let text = String(String.UnicodeScalarView(allowed.prefix(40)))
        return text.isEmpty ? "?" : text
    }

    /// A link as visible ASCII (URLs percent-encode the rest), cut at 300 characters.
    static func printableLink(_ link: String) -> String { visibleASCII(link, lowest: 0x21) }

    /// A library's words about a document (a JSON reader's error) as ASCII that prints.
    static func printableDetail(_ text: String) -> String { visibleASCII(text, lowest: 0x20) }

    private static func visibleASCII(_ text: String, lowest: UInt32) -> String {
        let visible = text.unicodeScalars.filter { (lowest...0x7E).contains($0.value) }
        let kept = String(String.UnicodeScalarView(visible))
        return kept.count > 300 ? kept.prefix(299) + "…" : kept
    }
}
