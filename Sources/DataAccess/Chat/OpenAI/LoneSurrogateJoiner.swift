/// Turns the marks `LoneSurrogates` left in one field's pieces (the content, or the reasoning)
/// back into text: a high half with the low half right after it, in the same piece or at the
/// start of the next, is the character they make; any other half is U+FFFD. It works on scalars:
/// a combining mark after a half (an emoji's U+FE0F) must not hide the mark's end.
struct LoneSurrogateJoiner: Sendable {
    /// A high half that ended the last piece, waiting for the next piece's start.
    private var pendingHigh: UInt32?

    /// `piece` without marks; a high half at its end is held for the next piece.
    mutating func join(_ piece: String) -> String {
        let scalars = Array(piece.unicodeScalars)
        var out = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            guard let unit = Self.mark(in: scalars, at: index) else {
                if pendingHigh != nil { out.append(Self.replacement) }
                pendingHigh = nil
                out.append(scalars[index])
                index += 1
                continue
            }
            index += 6
            if (0xDC00...0xDFFF).contains(unit), let high = pendingHigh {
                out.append(Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (unit - 0xDC00)) ?? Self.replacement)
                pendingHigh = nil
                continue
            }
            if pendingHigh != nil { out.append(Self.replacement) }
            pendingHigh = nil
            if (0xD800...0xDBFF).contains(unit) { pendingHigh = unit } else { out.append(Self.replacement) }
        }
        return String(out)
    }

    /// U+FFFD for a high half still held when the field's pieces end; nil when none is.
    mutating func finish() -> String? {
        defer { pendingHigh = nil }
        return pendingHigh.map { _ in String(Self.replacement) }
    }

    /// The UTF-16 unit of the mark at `index`, if one starts there.
    private static func mark(in scalars: [Unicode.Scalar], at index: Int) -> UInt32? {
        guard index + 5 < scalars.count, scalars[index] == LoneSurrogates.open, scalars[index + 5] == LoneSurrogates.close
        else { return nil }
        return UInt32(String(String.UnicodeScalarView(scalars[index + 1..<index + 5])), radix: 16)
    }

    private static let replacement: Unicode.Scalar = "\u{FFFD}"
}
