/// One source line of a Markdown reply, as `MarkdownReader` classified it: what it is and how
/// far it is indented, so that a view can style and wrap it without looking at other lines.
public struct MarkdownLine: Sendable, Hashable {
    /// What the line is.
    public enum Kind: Sendable, Hashable {
        /// An empty line: it ends a paragraph.
        case blank
        /// `#` to `######`, without the marks.
        case heading(level: Int, text: String)
        /// `===` (level 1) or `---` (level 2) under a paragraph's first line: that line was a
        /// setext heading (it was read as `.text`), `text` is its text.
        case headingUnderline(level: Int, text: String)
        /// Text of a paragraph, or the continuation of a list item (`indent` says how far in).
        case text(String)
        /// A list item: `marker` as shown ("•", "◦", "▪" for bullets by depth, "3." or "3)" as written,
        /// "☐" or "☑" for a task list's `[ ]` or `[x]`, "3. ☐" after a number).
        case item(marker: String, text: String)
        /// A line of a display math block, `\[` alone on a line to `\]` alone, as written
        /// (`MarkdownReader+Math`).
        case math(String)
        /// `---`, `***` or `___` alone.
        case rule
        /// The opening fence of code block `number` (from 1 in the message), with its language.
        case fenceOpen(number: Int, language: String)
        /// A line inside a fenced block, the fence's own indentation taken off, or a later line
        /// of an indented block, its four columns off.
        case code(String)
        /// The first line of an indented code block (four columns in), which opens block
        /// `number`: shown under the same label as a fenced block.
        case indentedCodeOpen(number: Int, code: String)
        /// The closing fence: nothing is shown for it.
        case fenceClose
        /// The delimiter row (`|---|:-:|`) under a line of text with as many cells: that line was
        /// a table's header (it was read as `.text`), these are its cells and the columns' alignments.
        case tableHeader(cells: [String], alignments: [TableAlignment])
        /// A body row of the table above, as many cells as its header (missing ones empty, extra
        /// ones dropped).
        case tableRow([String])
    }

    public var kind: Kind
    /// How many `>` the line is inside.
    public var quoteDepth: Int
    /// Columns of indentation from the lists the line is in (0 outside lists).
    public var indent: Int

    public init(_ kind: Kind, quoteDepth: Int = 0, indent: Int = 0) {
        self.kind = kind
        self.quoteDepth = quoteDepth
        self.indent = indent
    }
}
