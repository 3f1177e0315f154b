import TerminalUI

/// Turns a buffer cell into glyphs that take exactly as many columns in ncurses (and so in the
/// terminal, which uses the same C library widths) as the cell takes in the buffer.
///
/// When the C library disagrees with the buffer's width (an emoji made wide by U+FE0F, a code
/// point the C library does not know), the cell is drawn in a way both agree on, so the rest of
/// the row never shifts. Pure: the width function is injected (`wcwidth` in production).
enum GlyphResolver {
    /// ncurses stores at most this many code points per cell (`CCHARW_MAX`).
    static let maxScalars = 5
    private static let zeroWidthJoiner: Unicode.Scalar = "\u{200D}"
    private static let emojiPresentation: Unicode.Scalar = "\u{FE0F}"

    /// The glyphs for a cell, covering `max(1, cell.width)` columns (at most 2). With `asciiOnly`
    /// (no UTF-8 locale) a character beyond ASCII is drawn as its `ASCIIGlyphs` stand-in.
    static func glyphs(for cell: Cell, width: (Unicode.Scalar) -> Int, asciiOnly: Bool = false) -> [Glyph] {
        let columns = min(2, max(1, Int(cell.width)))
        let style = cell.style
        if asciiOnly { return ASCIIGlyphs.glyphs(for: cell.symbol, columns: columns, style: style) }
        let scalars = cell.symbol.unicodeScalars.filter { !TextSanitizer.isInvisible($0) }
        guard let base = scalars.first else { return Array(repeating: .blank(style), count: columns) }
        if base == " " { return Array(repeating: .blank(style), count: columns) }
        let baseWidth = width(base)
        // A joiner ends an emoji's cell (the buffer keeps its first emoji); in a Hindi half form
        // ("क्‍ष") it is one of the letter's marks.
        let cutsAtJoiner = base.properties.isEmoji
        let marks = scalars.dropFirst().prefix { !cutsAtJoiner || $0 != zeroWidthJoiner }.filter { width($0) == 0 }
        let kept = Array(([base] + marks).prefix(maxScalars))
        if baseWidth == columns { return [Glyph(scalars: kept, style: style)] }
        if columns == 2, let flag = flag(scalars, width: width) {
            return flag.map { Glyph(scalars: [$0], style: style) }
        }
        if columns == 2, baseWidth == 1 {
            return [Glyph(scalars: kept.filter { $0 != emojiPresentation }, style: style), .blank(style)]
        }
        return replacement(columns: columns, style: style, width: width)
    }

    /// The two regional indicators of a flag, when `scalars` starts with two the C library sees
    /// as one column each: drawn side by side they fill the flag's two columns, as one flag where
    /// the terminal joins them and as two letters where it does not.
    private static func flag(
        _ scalars: some Collection<Unicode.Scalar>, width: (Unicode.Scalar) -> Int
    ) -> [Unicode.Scalar]? {
        let pair = Array(scalars.prefix(2))
        guard pair.count == 2, pair.allSatisfy({ (0x1F1E6...0x1F1FF).contains($0.value) && width($0) == 1 }) else { return nil }
        return pair
    }

    /// A question mark for a character that cannot be drawn: fullwidth when two columns are
    /// needed and the C library knows it.
    private static func replacement(columns: Int, style: Style, width: (Unicode.Scalar) -> Int) -> [Glyph] {
        guard columns == 2 else { return [Glyph(scalars: ["?"], style: style)] }
        let fullwidth: Unicode.Scalar = "\u{FF1F}"
        if width(fullwidth) == 2 { return [Glyph(scalars: [fullwidth], style: style)] }
        return [Glyph(scalars: ["?"], style: style), .blank(style)]
    }
}
