/// The letters a grapheme cluster is written with: the code points that take a column of their
/// own on a terminal (glibc's `wcwidth` above 0), each with the marks that follow it.
///
/// Most clusters are one part: a letter with its accents, an emoji sequence, a flag. A Hindi
/// conjunct ("स्ते": स ् त े), a vowel sign that takes a column ("दि") or Thai "คำ" are several:
/// a terminal draws each part in a cell of its own, and Backspace removes the last code point
/// of such a cluster, as browsers and editors do. The one rule both follow.
public enum GraphemeParts {
    /// The parts of `character`, control and bidi characters left out; marks before its first
    /// letter are dropped. An emoji sequence or a flag is one part, whatever it joins.
    public static func of(_ character: Character) -> [ArraySlice<Unicode.Scalar>] {
        let visible = Array(character.unicodeScalars.filter { !UntrustedText.isControlOrBidi($0) })
        guard let start = visible.firstIndex(where: isSpacing) else { return [] }
        if isEmojiBase(visible[start]) { return [visible[start...]] }
        var parts: [ArraySlice<Unicode.Scalar>] = []
        var partStart = start
        for index in visible.indices.dropFirst(start + 1) where isSpacing(visible[index]) {
            parts.append(visible[partStart..<index])
            partStart = index
        }
        parts.append(visible[partStart...])
        return parts
    }

    /// True when `character` is written with several letters that each take a column (see the
    /// type's comment): Backspace takes back its last code point only.
    public static func hasSeveralParts(_ character: Character) -> Bool {
        guard character.unicodeScalars.count > 1 else { return false }
        return of(character).count > 1
    }

    /// True for the first code point of an emoji sequence or a flag.
    public static func isEmojiBase(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isEmoji || (0x1F1E6...0x1F1FF).contains(scalar.value)
    }

    /// True for a code point that takes a column: not a mark, a format character (but for the
    /// number signs that stand before digits, U+0600…), a zero-width space, or a Hangul vowel or
    /// final consonant that joins a leading consonant, as glibc counts them.
    public static func isSpacing(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x300 { return value >= 0x20 && !(0x7F...0x9F).contains(value) && value != 0xAD }
        if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) || value == 0x200B { return false }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark: return false
        case .format: return prependedConcatenationMarks.contains(value)
        default: return true
        }
    }

    /// Format characters that glibc gives a column: they stand before the digits they mark.
    private static let prependedConcatenationMarks: Set<UInt32> = [
        0x600, 0x601, 0x602, 0x603, 0x604, 0x605, 0x6DD, 0x70F, 0x890, 0x891, 0x8E2, 0x110BD, 0x110CD,
    ]
}
