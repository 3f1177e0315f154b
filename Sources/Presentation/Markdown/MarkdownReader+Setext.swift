/// Setext headings: the first line of a paragraph is a heading's text when the next line is a
/// run of `=` (level 1) or `-` (level 2), indented less than four columns, spaces after it
/// allowed. Not under a list item's line (that `---` is a rule), nor under a line that goes on a
/// paragraph: line breaks are kept, so a heading is one line, and a `---` under a paragraph's
/// second line is a rule.
extension MarkdownReader {
    /// The text of the line just read, while the next line may underline it.
    struct HeadingCandidate: Sendable {
        let text: String
        let quoteDepth: Int
    }

    /// True when the line just read starts a paragraph: the next line says whether it was a
    /// heading's text (`.headingUnderline`) or a paragraph's after all.
    public var mayBeHeading: Bool { headingCandidate != nil }

    /// Notes `line`, just read from `body` where no paragraph was open, when it may be a
    /// heading's text: a paragraph's line outside lists.
    mutating func noteHeadingCandidate(_ line: MarkdownLine, _ body: Substring) {
        guard case .text = line.kind, line.indent == 0, items.isEmpty else { return }
        headingCandidate = HeadingCandidate(text: String(body.trimmingSpaces), quoteDepth: line.quoteDepth)
    }

    /// The underline of `title`'s line when `body` is one.
    mutating func setextUnderline(_ body: Substring, under title: HeadingCandidate?, lead: Int, depth: Int) -> MarkdownLine? {
        guard let title, lead < 4, title.quoteDepth == depth, let mark = body.first, mark == "=" || mark == "-" else { return nil }
        let run = body.prefix { $0 == mark }
        guard body.dropFirst(run.count).allSatisfy({ $0 == " " || $0 == "\t" }) else { return nil }
        items.removeAll()
        return MarkdownLine(.headingUnderline(level: mark == "=" ? 1 : 2, text: title.text), quoteDepth: depth)
    }
}
