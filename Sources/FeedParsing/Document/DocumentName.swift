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
    static func printableLink(_ link: String) -> String {
        let visible = link.unicodeScalars.filter { (0x21...0x7E).contains($0.value) }
        let text = String(String.UnicodeScalarView(visible))
        return text.count > 300 ? text.prefix(299) + "…" : text
    }
}
