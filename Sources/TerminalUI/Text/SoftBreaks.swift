/// The invisible marks a text gives where a word may be cut: a soft hyphen (U+00AD, `&shy;`)
/// and a zero-width space (U+200B, what `<wbr>` becomes). Thai, which writes no spaces, and long
/// German compounds rely on them. Neither is drawn; a line that ends at a soft hyphen shows "-".
enum SoftBreaks {
    static let softHyphen: Character = "\u{AD}"
    static let marks: Set<Character> = ["\u{AD}", "\u{200B}"]

    /// `line` as shown when it ends at a soft hyphen: with a "-" there.
    static func hyphenated(_ line: String) -> String {
        guard line.last == softHyphen else { return line }
        return line.dropLast() + "-"
    }
}
