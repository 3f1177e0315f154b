import Domain

/// Display width of text in terminal cells, by grapheme cluster.
///
/// East Asian wide and fullwidth characters and emoji take two cells, combining marks and
/// control characters none, everything else one, as glibc's `wcwidth` (and so ncurses and the
/// terminal) counts code points. A grapheme takes the cells of the code points it is drawn with
/// (`TerminalGlyph`): an emoji sequence is as wide as its first emoji, a flag (two regional
/// indicators) two cells, and a grapheme of several spacing code points (a Hindi conjunct, a
/// vowel sign that takes a column, Thai "คำ") the sum of their widths, as the terminal gives
/// it. A variation selector (VS16) does not widen a text symbol such as "❤️", or the terminal's
/// cursor and ours would part. The layout and the buffer both measure with this type only.
public enum TextWidth {
    /// The width of one grapheme cluster: 0, 1, 2, or more for a cluster of several spacing
    /// code points.
    public static func of(_ character: Character) -> Int {
        if let ascii = character.asciiValue { return ascii >= 0x20 && ascii != 0x7F ? 1 : 0 }
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if scalars.index(after: scalars.startIndex) == scalars.endIndex { return of(first) }
        return TerminalGlyph.pieces(of: character).reduce(0) { $0 + $1.width }
    }

    /// The width of one code point on its own: 0, 1 or 2 (a regional indicator is 1).
    static func of(_ scalar: Unicode.Scalar) -> Int {
        if scalar.value < 0x7F { return scalar.value >= 0x20 ? 1 : 0 }
        if narrowSymbols.contains(where: { $0.contains(scalar.value) }) { return 1 }
        if TextSanitizer.isInvisible(scalar) { return 0 }
        if isWide(scalar) { return 2 }
        return GraphemeParts.isSpacing(scalar) ? 1 : 0
    }

    /// True for a grapheme drawn as one wide character (an ideograph, kana, Hangul, an emoji): a
    /// line may break before or after it as between words. A cluster two cells wide because it
    /// holds two spacing letters (Hindi "नि") is part of a word and is not one.
    static func isWideCharacter(_ character: Character) -> Bool {
        if character.asciiValue != nil { return false }
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return false }
        if scalars.index(after: scalars.startIndex) == scalars.endIndex { return of(first) == 2 }
        let pieces = TerminalGlyph.pieces(of: character)
        return pieces.count == 1 && pieces[0].width == 2
    }

    /// The width of a string: the sum of its graphemes' widths.
    public static func of(_ text: String) -> Int {
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
        return text.reduce(0) { $0 + of($1) }
    }

    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if v < 0x1100 { return false }
        var low = 0, high = wideRanges.count - 1
        while low <= high {
            let mid = (low + high) / 2
            if v < wideRanges[mid].lowerBound { high = mid - 1 } else if v > wideRanges[mid].upperBound { low = mid + 1 } else { return true }
        }
        return false
    }

    /// Punctuation, arrows, box drawing and shapes that are one cell: checked first, because the
    /// UI draws borders and markers from them on every frame.
    private static let narrowSymbols: [ClosedRange<UInt32>] = [
        0x2010...0x2027, 0x2030...0x205F, 0x2070...0x2319, 0x2500...0x25FC,
    ]

    /// Where glibc's `wcwidth` (Debian 12, glibc 2.36, in C.UTF-8) gives two cells: the terminal
    /// counts these as wide, so the layout must too. Made with a script calling `wcwidth` for every
    /// code point; `EmojiWidthAgreementTests` checks every rendered line against glibc.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0, 0x23F3...0x23F3,
        0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F, 0x2693...0x2693, 0x26A1...0x26A1,
        0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE...0x26CE, 0x26D4...0x26D4, 0x26EA...0x26EA,
        0x26F2...0x26F3, 0x26F5...0x26F5, 0x26FA...0x26FA, 0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B,
        0x2728...0x2728, 0x274C...0x274C, 0x274E...0x274E, 0x2753...0x2755, 0x2757...0x2757, 0x2795...0x2797,
        0x27B0...0x27B0, 0x27BF...0x27BF, 0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55, 0x2E80...0x2E99,
        0x2E9B...0x2EF3, 0x2F00...0x2FD5, 0x2FF0...0x2FFB, 0x3000...0x3029, 0x302E...0x303E, 0x3041...0x3096,
        0x309B...0x30FF, 0x3105...0x312F, 0x3131...0x318E, 0x3190...0x31E3, 0x31F0...0x321E, 0x3220...0xA48C,
        0xA490...0xA4C6, 0xA960...0xA97C, 0xAC00...0xD7A3, 0xF900...0xFA6D, 0xFA70...0xFAD9, 0xFE10...0xFE19,
        0xFE30...0xFE52, 0xFE54...0xFE66, 0xFE68...0xFE6B, 0xFF01...0xFF60, 0xFFE0...0xFFE6,
        0x16FE0...0x16FE3, 0x16FF0...0x16FF1, 0x17000...0x187F7, 0x18800...0x18CD5, 0x18D00...0x18D08,
        0x1AFF0...0x1AFF3, 0x1AFF5...0x1AFFB, 0x1AFFD...0x1AFFE, 0x1B000...0x1B122, 0x1B150...0x1B152,
        0x1B164...0x1B167, 0x1B170...0x1B2FB, 0x1F004...0x1F004, 0x1F0CF...0x1F0CF, 0x1F18E...0x1F18E,
        0x1F191...0x1F19A, 0x1F200...0x1F202, 0x1F210...0x1F23B, 0x1F240...0x1F248, 0x1F250...0x1F251,
        0x1F260...0x1F265, 0x1F300...0x1F320, 0x1F32D...0x1F335, 0x1F337...0x1F37C, 0x1F37E...0x1F393,
        0x1F3A0...0x1F3CA, 0x1F3CF...0x1F3D3, 0x1F3E0...0x1F3F0, 0x1F3F4...0x1F3F4, 0x1F3F8...0x1F43E,
        0x1F440...0x1F440, 0x1F442...0x1F4FC, 0x1F4FF...0x1F53D, 0x1F54B...0x1F54E, 0x1F550...0x1F567,
        0x1F57A...0x1F57A, 0x1F595...0x1F596, 0x1F5A4...0x1F5A4, 0x1F5FB...0x1F64F, 0x1F680...0x1F6C5,
        0x1F6CC...0x1F6CC, 0x1F6D0...0x1F6D2, 0x1F6D5...0x1F6D7, 0x1F6DD...0x1F6DF, 0x1F6EB...0x1F6EC,
        0x1F6F4...0x1F6FC, 0x1F7E0...0x1F7EB, 0x1F7F0...0x1F7F0, 0x1F90C...0x1F93A, 0x1F93C...0x1F945,
        0x1F947...0x1F9FF, 0x1FA70...0x1FA74, 0x1FA78...0x1FA7C, 0x1FA80...0x1FA86, 0x1FA90...0x1FAAC,
        0x1FAB0...0x1FABA, 0x1FAC0...0x1FAC5, 0x1FAD0...0x1FAD9, 0x1FAE0...0x1FAE7, 0x1FAF0...0x1FAF6,
        0x20000...0x2A6DF, 0x2A700...0x2B738, 0x2B740...0x2B81D, 0x2B820...0x2CEA1, 0x2CEB0...0x2EBE0,
        0x2F800...0x2FA1D, 0x30000...0x3134A,
    ]
}
