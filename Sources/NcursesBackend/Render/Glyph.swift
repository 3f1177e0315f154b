import TerminalUI

/// What ncurses gets for one column or one wide character: a spacing code point, optionally
/// followed by zero-width ones (combining marks, variation selectors), and a style.
struct Glyph: Equatable, Sendable {
    /// The code points, the spacing one first.
    var scalars: [Unicode.Scalar]
    /// How it looks.
    var style: Style

    /// A space in the given style.
    static func blank(_ style: Style) -> Glyph { Glyph(scalars: [" "], style: style) }
}
