import Foundation

/// The `charset` of an HTTP `Content-Type`. RFC 7303: for an XML media type (`text/xml`,
/// `application/xml`, any `…+xml`) it is authoritative, over the document's own declaration;
/// for another type (servers call feeds `text/html` or `text/plain` carelessly) it is ignored.
enum ContentTypeCharset {
    /// The charset that decides the encoding, nil when there is none or it is not a plain name.
    static func authoritative(in contentType: String?) -> String? {
        guard let contentType else { return nil }
        var parts = contentType.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        guard !parts.isEmpty else { return nil }
        let mediaType = parts.removeFirst().lowercased()
        guard mediaType == "text/xml" || mediaType == "application/xml" || mediaType.hasSuffix("+xml") else {
            return nil
        }
        for parameter in parts {
            let pair = parameter.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard pair.count == 2, pair[0].lowercased() == "charset" else { continue }
            let name = pair[1].trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
            return isPlainName(name) ? name : nil
        }
        return nil
    }

    /// Letters, digits and `-_.:` only: the name may be written into the XML declaration.
    private static func isPlainName(_ name: String) -> Bool {
        !name.isEmpty && name.count <= 40
            && name.unicodeScalars.allSatisfy { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "-_.:".unicodeScalars.contains($0)) }
    }
}
