import Foundation

/// Rewrites HTML's named references (`&nbsp;`) as numeric ones (`&#160;`), which XML reads
/// without a DTD. Used only after libxml2 has refused a document for an undeclared entity, so a
/// well-formed document is never touched; an unknown name stays, and the document stays refused.
enum HTMLEntityRepair {
    /// The repaired document, nil when it has no HTML reference to rewrite.
    static func repaired(_ utf8: Data) -> Data? {
        let bytes = [UInt8](utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + bytes.count / 16)
        var changed = false
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "&"), let (numeric, length) = reference(in: bytes, at: index) {
                output += Array(numeric.utf8)
                index += length
                changed = true
            } else {
                output.append(bytes[index])
                index += 1
            }
        }
        return changed ? Data(output) : nil
    }

    /// The numeric form and the length of an `&name;` at `start` whose name HTML5 knows (the
    /// table `renderHTML` decodes with; a name may stand for two characters).
    private static func reference(in bytes: [UInt8], at start: Int) -> (String, Int)? {
        var end = start + 1
        while end < bytes.count, end - start <= NamedEntities.longestName, isNameByte(bytes[end]) {
            end += 1
        }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ";"), end > start + 1,
              let value = NamedEntities.table[Array(bytes[(start + 1)...end])]
        else { return nil }
        let numeric = String(decoding: value, as: UTF8.self).unicodeScalars.map { "&#\($0.value);" }.joined()
        return (numeric, end - start + 1)
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
