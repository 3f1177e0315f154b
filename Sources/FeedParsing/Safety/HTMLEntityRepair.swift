import Foundation

/// Repairs the two mistakes that make most feeds in the wild not well-formed, as newsboat reads
/// them anyway: HTML's named references (`&nbsp;`), rewritten as numeric ones (`&#160;`), which
/// XML reads without a DTD, and a bare `&` or `<` in text ("AT&T", "Q&A", "a < 5"), escaped.
/// Used only after libxml2 has refused a document, so a well-formed one is never touched; what
/// it cannot repair stays, and the document stays refused.
enum HTMLEntityRepair {
    /// The repaired document, nil when it has nothing to rewrite.
    static func repaired(_ utf8: Data) -> Data? {
        let bytes = [UInt8](utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + bytes.count / 16)
        var changed = false
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "&"), let (numeric, length) = reference(in: bytes, at: index) {
                output += Array(numeric.utf8)
                index += length
                changed = true
            } else if byte == UInt8(ascii: "&"), !isXMLReference(bytes, at: index) {
                output += Array("&amp;".utf8)
                index += 1
                changed = true
            } else if byte == UInt8(ascii: "<"), index + 1 < bytes.count, startsNoMarkup(bytes[index + 1]) {
                output += Array("&lt;".utf8)
                index += 1
                changed = true
            } else {
                output.append(byte)
                index += 1
            }
        }
        return changed ? Data(output) : nil
    }

    /// The numeric form and the length of an `&name;` at `start` whose name HTML5 knows (the
    /// table `renderHTML` decodes with; a name may stand for two characters), XML's own five
    /// aside.
    private static func reference(in bytes: [UInt8], at start: Int) -> (String, Int)? {
        guard let end = nameEnd(bytes, from: start + 1), end < bytes.count, bytes[end] == UInt8(ascii: ";"),
              !xmlNames.contains(Array(bytes[(start + 1)..<end])),
              let value = NamedEntities.table[Array(bytes[(start + 1)...end])]
        else { return nil }
        let numeric = String(decoding: value, as: UTF8.self).unicodeScalars.map { "&#\($0.value);" }.joined()
        return (numeric, end - start + 1)
    }

    /// Whether an `&` at `start` begins a reference XML reads: one of its five names, or `&#…;`.
    private static func isXMLReference(_ bytes: [UInt8], at start: Int) -> Bool {
        let next = start + 1
        if next < bytes.count, bytes[next] == UInt8(ascii: "#") {
            var end = next + 1
            while end < bytes.count, end - next <= 10, isNameByte(bytes[end]) { end += 1 }
            return end > next + 1 && end < bytes.count && bytes[end] == UInt8(ascii: ";")
        }
        guard let end = nameEnd(bytes, from: next), end < bytes.count, bytes[end] == UInt8(ascii: ";") else { return false }
        return xmlNames.contains(Array(bytes[next..<end]))
    }

    /// Where the letters and digits from `start` end; nil when there are none.
    private static func nameEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        var end = start
        while end < bytes.count, end - start < NamedEntities.longestName, isNameByte(bytes[end]) { end += 1 }
        return end > start ? end : nil
    }

    /// A `<` followed by this cannot open a tag, a comment, a declaration or an instruction.
    private static func startsNoMarkup(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "=") || byte == UInt8(ascii: "\t")
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static let xmlNames: Set<[UInt8]> = Set(["amp", "lt", "gt", "quot", "apos"].map { Array($0.utf8) })

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
