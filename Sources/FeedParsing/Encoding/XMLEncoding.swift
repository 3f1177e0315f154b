import Foundation

/// Brings an XML document to UTF-8 before XMLParser sees it, so that the entity scan and the
/// parser read the same bytes, whatever the document was written in.
enum XMLEncoding {
    static func utf8Document(_ data: Data) throws(FeedParseError) -> Data {
        if let utf16 = UTF16Detection.endianness(of: data) {
            guard let text = String(data: utf16.content(of: data), encoding: utf16.encoding) else {
                throw .unsupportedEncoding("UTF-16")
            }
            return XMLDeclaration.declaringUTF8(Data(text.utf8))
        }
        let bytes = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data[...]
        let declared = XMLDeclaration.encodingName(in: bytes)
        switch declared.map(normalized) {
        case nil, "utf8", "usascii", "ascii":
            return validUTF8(Data(bytes))
        case "iso88591", "latin1", "l1", "isolatin1", "cp819":
            return XMLDeclaration.declaringUTF8(SingleByteEncoding.latin1.utf8(bytes))
        case "windows1252", "cp1252", "xwindows1252":
            return XMLDeclaration.declaringUTF8(SingleByteEncoding.windows1252.utf8(bytes))
        case let name? where name.hasPrefix("utf16") || name.hasPrefix("utf32")
            || name.hasPrefix("ucs") || name.hasPrefix("ebcdic") || name.hasPrefix("ibm0"):
            throw .unsupportedEncoding(declared ?? name)
        default:
            // Another encoding that keeps ASCII as ASCII (ISO-8859-x, KOI8-R, Shift_JIS…):
            // libxml2 converts it itself, and the entity scan can still read the markup.
            return Data(bytes)
        }
    }

    /// "ISO-8859-1", "iso_8859-1" and "ISO8859_1" are the same name.
    private static func normalized(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) })
    }

    /// Bytes that are not UTF-8 become U+FFFD instead of failing the whole feed: a feed that
    /// says UTF-8 and holds a stray Windows-1252 byte is common.
    private static func validUTF8(_ bytes: Data) -> Data {
        if String(validating: bytes, as: UTF8.self) != nil { return bytes }
        return Data(String(decoding: bytes, as: UTF8.self).utf8)
    }
}
