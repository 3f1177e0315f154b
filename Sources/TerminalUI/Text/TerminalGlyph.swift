/// The form in which a grapheme is drawn, so that every terminal gives it the width the layout
/// counted (`TextWidth`).
///
/// Terminals disagree on emoji sequences: xterm, tmux and glibc's `wcwidth` add up the code
/// points ("❤️" is one cell, "🐈‍⬛" four), while kitty, WezTerm, foot and Ghostty give a sequence
/// the width of one emoji (two cells for both). Drawn in a form on which both rules agree, a line
/// is as wide everywhere: a ZWJ sequence shows as its first emoji, a skin tone is left out, and
/// the emoji variation selector is dropped after a base that is one cell wide.
enum TerminalGlyph {
    /// The scalars to draw for `character`, control and bidi characters left out.
    static func scalars(of character: Character) -> [Unicode.Scalar] {
        var scalars: [Unicode.Scalar] = []
        var baseIsWide = false
        for scalar in character.unicodeScalars where !TextSanitizer.isInvisible(scalar) {
            if scalars.isEmpty {
                baseIsWide = TextWidth.of(Character(scalar)) == 2
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
