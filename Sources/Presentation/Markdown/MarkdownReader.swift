/// Reads a Markdown reply line by line, the subset a chat needs: headings (`#` and setext),
/// paragraphs, lists (nested by indentation), block quotes, rules and code blocks (fenced and
/// indented).
///
/// A line is classified from its own text and the state the lines before it left (an open
/// fence, the lists it is in, an open paragraph or indented code block, the code blocks counted
/// so far), never from the lines after it.
/// That is what keeps a streaming reply steady: once a line has ended, how it looks is final.
/// Line breaks are kept as written (a chat reply means them), so a paragraph is not reflowed
/// across its source lines. A table (`+Table`) is the one place where a line's kind waits for
/// the next line: text with a `|` becomes a header when a delimiter row follows it
/// (`mayStartTable` says so while it may). A setext heading (`+Setext`) is the other: the first
/// line of a paragraph becomes a heading when `===` or `---` follows it (`mayBeHeading`).
public struct MarkdownReader: Sendable {
    struct OpenFence: Sendable {
        let mark: Character
        let length: Int
        let indent: Int
        let displayIndent: Int
    }

    struct OpenItem: Sendable {
        let markerColumn: Int
        /// Where its text starts on screen.
        let contentIndent: Int
    }

    private var fence: OpenFence?
    var items: [OpenItem] = []
    private var quoteDepth = 0
    /// The table whose rows are being read (`+Table`), and the line just read while it may
    /// be a table's header.
    var table: OpenTable?
    var headerCandidate: HeaderCandidate?
    /// The line just read while it may be a setext heading's text (`+Setext`).
    var headingCandidate: HeadingCandidate?
    /// The quote depth of the paragraph (or list item's text) the last line was in, which the
    /// next line may go on: such a line cannot be a setext heading's text nor indented code.
    var paragraphDepth: Int?
    /// The quote depth of the indented code block being read (blank lines do not end it).
    var indentedCodeDepth: Int?
    /// True inside a display math block (`+Math`).
    var inDisplayMath = false
    /// The code blocks opened so far.
    public internal(set) var codeBlockCount = 0

    public init() {}

    /// Classifies the next line (without its line break).
    public mutating func read(_ line: Substring) -> MarkdownLine {
        if let open = fence { return readInFence(line, open) }
        var rest = line
        let depth = Self.stripQuotes(&rest)
        if depth != quoteDepth { items.removeAll() }
        quoteDepth = depth
        let lead = Self.leadingColumns(rest)
        let body = rest.drop { $0 == " " || $0 == "\t" }
        let inParagraph = paragraphDepth.map { $0 >= depth } ?? false
        let read = classify(rest, body, lead: lead, depth: depth, inParagraph: inParagraph)
        note(read, body, startsParagraph: !inParagraph)
        return read
    }

    private mutating func classify(_ rest: Substring, _ body: Substring, lead: Int, depth: Int, inParagraph: Bool) -> MarkdownLine {
        let header = headerCandidate, title = headingCandidate
        headerCandidate = nil
        headingCandidate = nil
        if let row = tableRow(body, lead: lead, depth: depth) { return row }
        if let math = displayMath(body, lead: lead, depth: depth) { return math }
        if body.isEmpty { return MarkdownLine(.blank, quoteDepth: depth) }
        if let opened = tableHeader(body, under: header, lead: lead, depth: depth) { return opened }
        if let underline = setextUnderline(body, under: title, lead: lead, depth: depth) { return underline }
        if lead >= 4, items.isEmpty, !inParagraph { return indentedCode(rest, depth: depth) }
        if let opened = openFence(body, lead: lead) { return MarkdownLine(opened, quoteDepth: depth, indent: fence?.displayIndent ?? 0) }
        if lead < 4, Self.isRule(body) {
            items.removeAll()
            return MarkdownLine(.rule, quoteDepth: depth)
        }
        if lead < 4, let heading = Self.heading(body) {
            items.removeAll()
            return MarkdownLine(heading, quoteDepth: depth)
        }
        if let (marker, text) = Self.listMarker(body) { return item(marker, text, lead: lead, depth: depth) }
        return continuation(String(body), lead: lead, depth: depth)
    }

    /// Notes what the line just read leaves for the next: an open paragraph, an indented code
    /// block, a line that may be a table's header or a heading's text.
    private mutating func note(_ read: MarkdownLine, _ body: Substring, startsParagraph: Bool) {
        switch read.kind {
        case .text, .item: paragraphDepth = read.quoteDepth
        default: paragraphDepth = nil
        }
        switch read.kind {
        case .blank where indentedCodeDepth == read.quoteDepth, .code, .indentedCodeOpen: break
        default: indentedCodeDepth = nil
        }
        noteHeaderCandidate(read, body)
        if startsParagraph { noteHeadingCandidate(read, body) }
    }

    private mutating func readInFence(_ line: Substring, _ open: OpenFence) -> MarkdownLine {
        var rest = line
        if quoteDepth > 0 { _ = Self.stripQuotes(&rest) }
        let body = rest.drop { $0 == " " }
        let run = body.prefix { $0 == open.mark }
        if run.count >= open.length, body.dropFirst(run.count).allSatisfy({ $0 == " " || $0 == "\t" }) {
            fence = nil
            return MarkdownLine(.fenceClose, quoteDepth: quoteDepth, indent: open.displayIndent)
        }
        var code = rest
        var removed = 0
        while removed < open.indent, code.first == " " {
            code = code.dropFirst()
            removed += 1
        }
        return MarkdownLine(.code(String(code)), quoteDepth: quoteDepth, indent: open.displayIndent)
    }

    private mutating func openFence(_ body: Substring, lead: Int) -> MarkdownLine.Kind? {
        guard let mark = body.first, mark == "`" || mark == "~" else { return nil }
        let run = body.prefix { $0 == mark }
        guard run.count >= 3 else { return nil }
        let info = body.dropFirst(run.count).trimmingSpaces
        if mark == "`", info.contains("`") { return nil }
        let owner = items.last { lead > $0.markerColumn }
        if owner == nil || lead < 2 { items.removeAll() }
        items = Array(items.prefix { lead > $0.markerColumn })
        codeBlockCount += 1
        fence = OpenFence(mark: mark, length: run.count, indent: lead, displayIndent: items.last?.contentIndent ?? 0)
        let language = info.prefix { $0 != " " && $0 != "{" }
        return .fenceOpen(number: codeBlockCount, language: String(language))
    }

    private mutating func item(_ marker: String, _ text: Substring, lead: Int, depth: Int) -> MarkdownLine {
        while let last = items.last, last.markerColumn >= lead { items.removeLast() }
        let level = items.count
        let box = Self.taskBox(text)
        let bullet = box?.mark ?? Self.bullets[level % Self.bullets.count]
        let shown = marker.first?.isNumber == true ? marker + (box.map { " " + $0.mark } ?? "") : bullet
        let indent = items.last?.contentIndent ?? 0
        items.append(OpenItem(markerColumn: lead, contentIndent: indent + shown.count + 1))
        return MarkdownLine(.item(marker: shown, text: String(box?.text ?? text)), quoteDepth: depth, indent: indent)
    }

    /// Text under an open list item when it is indented, else a paragraph's text (lists end).
    private mutating func continuation(_ text: String, lead: Int, depth: Int) -> MarkdownLine {
        guard lead >= 2, !items.isEmpty else {
            items.removeAll()
            return MarkdownLine(.text(text), quoteDepth: depth)
        }
        items = Array(items.prefix { lead > $0.markerColumn })
        return MarkdownLine(.text(text), quoteDepth: depth, indent: items.last?.contentIndent ?? 0)
    }

    static let bullets = ["•", "◦", "▪"]
}
