import Domain

/// The form in which a grapheme is drawn, so that every terminal gives it the width the layout
/// counted (`TextWidth`), and the cells it takes.
///
/// Terminals disagree on emoji sequences: xterm, tmux and glibc's `wcwidth` add up the code
/// points ("❤️" is one cell, "🐈‍⬛" four), while kitty, WezTerm, foot and Ghostty give a sequence
/// the width of one emoji (two cells for both). Drawn in a form on which both rules agree, a line
/// is as wide everywhere: a ZWJ sequence shows as its first emoji, a skin tone is left out, and
/// the emoji variation selector is dropped after a base that is one cell wide. That last one is
/// not drawn as a two-cell emoji padded to the layout's count, as a flag's two halves are: "☺️"
/// is one cell in xterm, tmux 3.3 and glibc but two in kitty, so a pad would be one cell too
/// many there (the README says so beside the ZWJ note).
///
/// Every other grapheme is drawn whole. One that holds several spacing code points (a Hindi
/// conjunct "स्ते", a vowel sign that takes a column as in "दि", Thai "คำ") takes the cells a
/// terminal gives those code points: one cell (two for a wide one) per spacing code point, with
/// the zero-width marks that follow it in that cell, as ncurses stores them.
enum TerminalGlyph {
    /// One cell (or a wide cell and its right half) of a grapheme.
    struct Piece: Equatable {
        var scalars: [Unicode.Scalar]
        /// 1, or 2 for a wide code point.
        var width: Int
    }

    /// The cells `character` takes, left to right (`GraphemeParts`); none for a grapheme that
    /// shows nothing.
    static func pieces(of character: Character) -> [Piece] {
        let parts = GraphemeParts.of(character)
        guard let first = parts.first?.first else { return [] }
        if (0x1F1E6...0x1F1FF).contains(first.value) {
            let isFlag = parts[0].dropFirst().contains { (0x1F1E6...0x1F1FF).contains($0.value) }
            return [Piece(scalars: emojiScalars(parts[0]), width: isFlag ? 2 : 1)]
        }
        if GraphemeParts.isEmojiBase(first) { return [Piece(scalars: emojiScalars(parts[0]), width: TextWidth.of(first))] }
        return parts.map { Piece(scalars: Array($0), width: TextWidth.of($0[$0.startIndex])) }
    }

    /// The scalars to draw for `character`, control and bidi characters left out.
    static func scalars(of character: Character) -> [Unicode.Scalar] {
        pieces(of: character).flatMap(\.scalars)
    }

    /// An emoji grapheme as one cell: up to its first joiner, without skin tones, tags and text
    /// selectors, and without the emoji selector after a one-cell base.
    private static func emojiScalars(_ visible: ArraySlice<Unicode.Scalar>) -> [Unicode.Scalar] {
        var scalars: [Unicode.Scalar] = []
        var baseIsWide = false
        for scalar in visible {
            if scalars.isEmpty {
                baseIsWide = TextWidth.of(scalar) == 2
                scalars.append(scalar)
                continue
            }
            switch scalar.value {
            case 0x200D: return scalars
            case 0xFE0F where !baseIsWide, 0xFE0E, 0x1F3FB...0x1F3FF, 0xE0020...0xE007F: continue
            default: scalars.append(scalar)
            }
        }
        return scalars
    }
}
