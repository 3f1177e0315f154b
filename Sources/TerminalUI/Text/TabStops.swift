/// Tabs shown as spaces to the next multiple of four columns of their line, as a code block
/// shows them (`CodeWrap`) and so the Markdown source (Alt-v) does too; an article's `<pre>`
/// uses stops every eight columns, as browsers do (`articleWidth`).
enum TabStops {
    static let width = 4
    /// The tab stops of preformatted text in a feed item, as a browser's `tab-size: 8`.
    static let articleWidth = 8

    /// `text` with its tabs expanded to stops every `width` columns, counted by display width.
    /// `column` is the cell of its line where `text` starts, and where the next text starts
    /// afterwards (0 after a line break).
    static func expand(_ text: String, column: inout Int, every width: Int = width) -> String {
        guard text.utf8.contains(0x09) else {
            if let lastBreak = text.lastIndex(of: "\n") {
                column = TextWidth.of(String(text[text.index(after: lastBreak)...]))
            } else {
                column += TextWidth.of(text)
            }
            return text
        }
        var out = ""
        for character in text {
            switch character {
            case "\t":
                let spaces = width - column % width
                out += String(repeating: " ", count: spaces)
                column += spaces
            case "\n":
                out.append(character)
                column = 0
            default:
                out.append(character)
                column += TextWidth.of(character)
            }
        }
        return out
    }
}
