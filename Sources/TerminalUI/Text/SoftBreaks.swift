/// The invisible marks a text gives where a word may be cut: a soft hyphen (U+00AD, `&shy;`)
/// and a zero-width space (U+200B, what `<wbr>` becomes). Thai, which writes no spaces, and long
/// German compounds rely on them. Neither is drawn; a line that ends at a soft hyphen shows "-".
/// The article reader's plain text (`WrappedLines`) and a chat reply's Markdown (`SpanWrap`)
/// both wrap by these rules.
enum SoftBreaks {
    static let softHyphen: Character = "\u{AD}"
    static let marks: Set<Character> = ["\u{AD}", "\u{200B}"]

    /// The cells a piece that ends with `last` may take on a line `width` wide: a piece before a
    /// soft hyphen needs room for the "-" shown if the line ends there.
    static func room(_ width: Int, endingWith last: Character?) -> Int {
        last == softHyphen ? width - 1 : width
    }

    /// `line` as shown when it ends at a soft hyphen: with a "-" there.
    static func hyphenated(_ line: String) -> String {
        guard line.last == softHyphen else { return line }
        return line.dropLast() + "-"
    }
}
