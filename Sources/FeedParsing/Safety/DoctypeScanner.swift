import Foundation

/// Finds an entity declaration in a document's DOCTYPE before any parser sees it: libxml2 would
/// otherwise expand a billion laughs or fetch an external entity before a callback could stop it.
enum DoctypeScanner {
    /// True when any DOCTYPE of the document contains `<!ENTITY`. Every `<!DOCTYPE` is looked at,
    /// wherever it is (one in a comment must not hide the real one): this errs towards refusing.
    static func declaresEntities(_ utf8: Data) -> Bool {
        let marker = Data("<!DOCTYPE".utf8)
        var searchStart = utf8.startIndex
        while let found = utf8.range(of: marker, in: searchStart..<utf8.endIndex) {
            let doctype = doctypeRange(utf8, from: found.lowerBound)
            if utf8[doctype].range(of: Data("<!ENTITY".utf8)) != nil { return true }
            searchStart = found.upperBound
        }
        return false
    }

    /// From `<!DOCTYPE` to its closing `>`, past an internal subset in brackets; to the end of
    /// the document when it is never closed.
    private static func doctypeRange(_ bytes: Data, from start: Data.Index) -> Range<Data.Index> {
        var index = start
        var inSubset = false
        var quote: UInt8?
        while index < bytes.endIndex {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "[") {
                inSubset = true
            } else if byte == UInt8(ascii: "]") {
                inSubset = false
            } else if byte == UInt8(ascii: ">"), !inSubset {
                return start..<(index + 1)
            }
            index += 1
        }
        return start..<bytes.endIndex
    }
}
