/// Trims what `CharacterSet.whitespacesAndNewlines` holds from both ends of a text, scalar by
/// scalar as Foundation does, without its `trimmingCharacters(in:)`: on Linux that copies the
/// text to UTF-16 and back through `NSString`, which took 11% of a start's CPU for the catalog's
/// fields, and most of the feed list's parsing and a refresh's item mapping (docs/performance.md).
public enum BlankEdges {
    public static func trimmed(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isBlank($0) }),
              let last = scalars.lastIndex(where: { !isBlank($0) })
        else { return "" }
        if first == scalars.startIndex, scalars.index(after: last) == scalars.endIndex { return text }
        return String(scalars[first...last])
    }

    /// White space (Unicode's space separators, tab, and the zero-width space, which Foundation's
    /// older Unicode data still counts) and line breaks (LF, VT, FF, CR, NEL and the line and
    /// paragraph separators).
    public static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x20, 0x85, 0x200B: return true
        case 0..<0xA0: return false
        default:
            switch scalar.properties.generalCategory {
            case .spaceSeparator, .lineSeparator, .paragraphSeparator: return true
            default: return false
            }
        }
    }
}
