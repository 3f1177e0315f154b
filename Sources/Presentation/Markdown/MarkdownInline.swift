/// A piece of a line's text in one look.
public struct InlineRun: Sendable, Hashable {
    /// How the piece is marked up; several may hold at once.
    public struct Marks: OptionSet, Sendable, Hashable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        public static let bold = Marks(rawValue: 1)
        public static let italic = Marks(rawValue: 2)
        public static let code = Marks(rawValue: 4)
        /// The text of a link.
        public static let link = Marks(rawValue: 8)
        /// A link's footnote number, `[1]`.
        public static let footnote = Marks(rawValue: 16)
        /// The `[image: ` and `]` around an image's text, which say it is a picture (as feed
        /// articles mark theirs): a terminal shows its text, the URL is a footnote.
        public static let picture = Marks(rawValue: 32)
        /// `~~struck~~` text. A terminal through ncurses has no strikethrough attribute: the
        /// view dims it.
        public static let strikethrough = Marks(rawValue: 64)
    }

    public var text: String
    public var marks: Marks

    public init(_ text: String, _ marks: Marks = []) {
        self.text = text
        self.marks = marks
    }
}

/// The inline Markdown of one line: `code`, **bold**, *italic* (and `_`, `__`, `***`), ~~struck~~, links
/// `[text](url)` (and images, `[image: alt]`) numbered as footnotes, `<https://…>`,
/// backslash escapes and entity references (`&amp;`, `&#39;`). A mark that is not closed on the same line shows as written, so the
/// unfinished last line of a streaming reply shows `**` until its closing `**` arrives.
public enum MarkdownInline {
    /// The runs of `text`. A link's URL is added to `footnotes` (or found there: one number per
    /// URL) and its number follows its text.
    public static func parse(_ text: some StringProtocol, footnotes: inout [String]) -> [InlineRun] {
        var scanner = InlineScanner(Array(text), footnotes: footnotes)
        scanner.scan(0..<scanner.characters.count, marks: [])
        footnotes = scanner.footnotes
        return scanner.runs
    }
}
