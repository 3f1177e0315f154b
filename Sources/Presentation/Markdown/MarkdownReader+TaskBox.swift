/// GitHub's task list items: `- [ ] todo` and `- [x] done` show a box instead of the bullet
/// (after the number of an ordered item), ☐ or ☑; without a UTF-8 locale the terminal layer
/// draws them as `_` and `x` (`ASCIIGlyphs`), one column as the box takes.
extension MarkdownReader {
    static let openBox = "☐", checkedBox = "☑"

    /// The box an item's text starts with (`[ ]`, `[x]` or `[X]`, then a space or nothing) and
    /// the text after it; nil when it has none.
    static func taskBox(_ text: Substring) -> (mark: String, text: Substring)? {
        guard text.count >= 3, text.first == "[", text.dropFirst(2).first == "]" else { return nil }
        let rest = text.dropFirst(3)
        guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
        let mark: String
        switch text.dropFirst().first {
        case " ": mark = openBox
        case "x", "X": mark = checkedBox
        default: return nil
        }
        return (mark, rest.drop { $0 == " " || $0 == "\t" })
    }
}
