import Foundation

/// The `<?xml … encoding="…"?>` declaration at the start of a document, read and rewritten as
/// bytes: it is ASCII in every encoding this reader transcodes.
enum XMLDeclaration {
    static func encodingName(in bytes: Data.SubSequence) -> String? {
        guard let declaration = range(in: bytes) else { return nil }
        let text = String(decoding: bytes[declaration], as: UTF8.self)
        guard let value = encodingValueRange(in: text) else { return nil }
        return String(text[value])
    }

    /// The document with its declaration saying UTF-8, as it now is.
    static func declaringUTF8(_ data: Data) -> Data {
        var bytes = data.starts(with: [0xEF, 0xBB, 0xBF]) ? Data(data.dropFirst(3)) : data
        guard let declaration = range(in: bytes[...]) else { return bytes }
        var text = String(decoding: bytes[declaration], as: UTF8.self)
        guard let value = encodingValueRange(in: text) else { return bytes }
        text.replaceSubrange(value, with: "UTF-8")
        bytes.replaceSubrange(declaration, with: Data(text.utf8))
        return bytes
    }

    /// The document declaring `encoding` (a plain name), in place of the declaration it had.
    static func declaring(_ encoding: String, in data: Data) -> Data {
        var bytes = data
        if let declaration = range(in: bytes[...]) { bytes.removeSubrange(declaration) }
        return Data("<?xml version=\"1.0\" encoding=\"\(encoding)\"?>".utf8) + bytes
    }

    /// From `<?xml` to `?>`, when the document starts with one.
    private static func range(in bytes: Data.SubSequence) -> Range<Data.Index>? {
        guard bytes.starts(with: Data("<?xml".utf8)),
              let end = bytes.range(of: Data("?>".utf8), in: bytes.startIndex..<min(bytes.endIndex, bytes.startIndex + 512))
        else { return nil }
        return bytes.startIndex..<end.upperBound
    }

    private static func encodingValueRange(in declaration: String) -> Range<String.Index>? {
        guard let key = declaration.range(of: "encoding") else { return nil }
        var index = key.upperBound
        while index < declaration.endIndex, " \t\r\n=".contains(declaration[index]) {
            index = declaration.index(after: index)
        }
        guard index < declaration.endIndex, "\"'".contains(declaration[index]) else { return nil }
        let quote = declaration[index]
        let start = declaration.index(after: index)
        guard let end = declaration[start...].firstIndex(of: quote) else { return nil }
        return start..<end
    }
}
