/// The bottom bar: where the user is on the left, the keys to press on the right, as in
/// "Explore › Cats          ↑↓ move  ⏎ open  ? help  q quit", or a message instead of the keys.
///
/// Nothing is cut while there is a way to show it. When the row is too narrow the breadcrumb
/// shrinks to the screen's own name (a long one cut to a third of the row, so that it does not
/// take the room of the hints), a status that may go goes, then hints go, lowest priority first
/// (the help key last), and only then is the name cut further; spare hints only fill the room
/// left after all that. A message that does not fit beside the breadcrumb wraps onto
/// rows above the bar, which keeps its hints (see `height(width:maxRows:)`).
public struct StatusBar: Widget, Sendable {
    /// The separator between breadcrumb parts.
    public static let separator = " › "

    /// A key hint: "⏎ open".
    public struct Hint: Sendable, Hashable {
        /// The key as shown ("⏎"); empty for a hint that names no key ("type to filter").
        public var key: String
        /// What it does ("open").
        public var label: String
        /// How long it stays when the bar is narrow.
        public var priority: HintPriority

        public init(_ key: String, _ label: String, priority: HintPriority = .normal) {
            self.key = key
            self.label = label
            self.priority = priority
        }
    }

    /// The path to the current screen, outermost first.
    public var breadcrumb: [String]
    /// Key hints, in the order shown.
    public var hints: [Hint]
    /// A message shown instead of the hints, or nil.
    public var message: String?
    /// True when the message is an error.
    public var isError: Bool
    /// A state of the app shown after the breadcrumb ("refreshing 3/12"), or nil.
    public var status: String?
    /// A shorter form of the status ("2 feeds failed"), which takes its place before any hint
    /// is dropped: a status stays for minutes on every screen, the keys matter at each one.
    public var shortStatus: String?
    /// True when the status goes, whole, before any hint (after its short form): it only says
    /// how things stand ("updated 14:05"), which no key on the screen needs.
    public var statusGivesWay = false
    /// True when the status reports a failure.
    public var statusIsError = false
    public var theme: Theme

    public init(breadcrumb: [String], hints: [Hint], message: String? = nil, isError: Bool = false, theme: Theme) {
        self.breadcrumb = breadcrumb
        self.hints = hints
        self.message = message
        self.isError = isError
        self.theme = theme
    }

    /// The rows the bar needs at `width`: one, or, when the message does not fit beside the
    /// breadcrumb, the message's wrapped lines plus the bar, at most `maxRows` (the message's
    /// last line then ends in "…").
    public func height(width: Int, maxRows: Int) -> Int {
        guard message != nil, messageBeside(width: contentWidth(width)) == nil else { return 1 }
        return max(1, min(maxRows, TextLayout.wrap(TextSanitizer.clean(message ?? ""), width: contentWidth(width)).count + 1))
    }

    /// Draws the bar on the last row of `area`, and the wrapped message on the rows above.
    public func render(in area: Rect, buffer: inout ScreenBuffer) {
        guard !area.isEmpty else { return }
        buffer.fill(area, style: theme.style(.statusBar))
        let content = area.width > 2 ? area.inset(left: 1, right: 1) : area
        let bottom = Rect(x: content.x, y: area.maxY - 1, width: content.width, height: 1)
        if message != nil, let (crumb, text) = messageBeside(width: content.width) {
            return drawRow(left: crumb, right: text, in: bottom, buffer: &buffer)
        }
        if let message {
            let rows = area.height - 1, text = TextSanitizer.clean(message)
            guard rows > 0 else {
                let line = Paragraph.wrap(text, width: content.width, style: messageStyle, maxLines: 1)
                return drawRow(left: line.first ?? [], right: [], in: bottom, buffer: &buffer)
            }
            Paragraph(lines: Paragraph.wrap(text, width: content.width, style: messageStyle, maxLines: rows))
                .render(in: Rect(x: content.x, y: area.y, width: content.width, height: rows), buffer: &buffer)
        }
        let (crumb, hintSpans) = fittedHints(width: content.width)
        drawRow(left: crumb, right: hintSpans, in: bottom, buffer: &buffer)
    }

    private func drawRow(left: [Span], right: [Span], in row: Rect, buffer: inout ScreenBuffer) {
        buffer.write(left, x: row.x, y: row.y, clip: row)
        buffer.write(right, x: row.maxX - right.displayWidth, y: row.y, clip: row)
    }

    private func contentWidth(_ width: Int) -> Int { width > 2 ? width - 2 : width }
}
