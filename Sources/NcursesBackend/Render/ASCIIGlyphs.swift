import TerminalUI

/// ASCII stand-ins for the characters the screens draw, used when no UTF-8 locale exists: frames
/// become `+ - |`, `▸` becomes `>`, `…` becomes `~` (a `.` would read as a full stop, not as text
/// cut), the premium lock `$$`, and any other character beyond ASCII a `?` per column.
enum ASCIIGlyphs {
    private static let table: [Unicode.Scalar: Unicode.Scalar] = {
        var table: [Unicode.Scalar: Unicode.Scalar] = [:]
        let groups: [(String, Unicode.Scalar)] = [
            ("─━═—–", "-"), ("│║", "|"), ("┃█▀▄▌▐░▒▓", "#"), ("╭╮╰╯┌┐└┘├┤┬┴┼", "+"),
            ("▸▶›→", ">"), ("◂◀‹←", "<"), ("↑", "^"), ("↓", "v"), ("…", "~"), ("·", "-"),
            ("●•◦", "o"), ("▪", "-"), ("★♥❤", "*"), ("×✗✘☑", "x"), ("☐", "_"), ("✓✔", "+"), ("▾▼", "v"), ("“”", "\""), ("‘’", "'"),
            // Premium: a lock shown as `??` read as two characters of the title that cannot be drawn.
            ("🔒", "$"),
        ]
        for (characters, stand) in groups {
            for scalar in characters.unicodeScalars { table[scalar] = stand }
        }
        return table
    }()

    /// The glyphs for a cell's symbol covering `columns` columns (1 or 2), all ASCII.
    static func glyphs(for symbol: String, columns: Int, style: Style) -> [Glyph] {
        let base = symbol.unicodeScalars.first { !TextSanitizer.isInvisible($0) } ?? " "
        let first: Unicode.Scalar = base.isASCII ? base : table[base] ?? "?"
        if columns == 1 { return [Glyph(scalars: [first], style: style)] }
        return [Glyph(scalars: [first], style: style), Glyph(scalars: [base.isASCII ? " " : first], style: style)]
    }
}
