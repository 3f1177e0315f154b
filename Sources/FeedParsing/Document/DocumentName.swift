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
}
