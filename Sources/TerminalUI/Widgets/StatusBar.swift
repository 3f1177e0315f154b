/// The bottom bar: where the user is on the left, the keys to press (or a message) on the
/// right, as in "Explore › Cats          ↑↓ move  ⏎ open  ? help  q quit".
///
/// When the row is too narrow, hints are dropped from the end first, then the breadcrumb is
/// cut; a message keeps priority over the breadcrumb.
public struct StatusBar: Widget, Sendable {
    /// The separator between breadcrumb parts.
    public static let separator = " › "

    /// The path to the current screen, outermost first.
    public var breadcrumb: [String]
    /// Key hints, most important first.
    public var hints: [(key: String, label: String)]
    /// A message shown instead of the hints, or nil.
    public var message: String?
    /// True when the message is an error.
    public var isError: Bool
    /// The theme to draw with.
    public var theme: Theme

    /// Creates a status bar.
    public init(
        breadcrumb: [String], hints: [(key: String, label: String)], message: String? = nil,
        isError: Bool = false, theme: Theme
    ) {
        self.breadcrumb = breadcrumb
        self.hints = hints
        self.message = message
        self.isError = isError
        self.theme = theme
    }

    /// Draws the bar on the first row of `area`.
    public func render(in area: Rect, buffer: inout ScreenBuffer) {
        guard !area.isEmpty else { return }
        let row = Rect(x: area.x, y: area.y, width: area.width, height: 1)
        buffer.fill(row, style: theme.style(.statusBar))
        let content = row.width > 2 ? row.inset(left: 1, right: 1) : row
        let right = rightSpans(width: content.width)
        let rightWidth = right.displayWidth
        let leftRoom = content.width - rightWidth - (rightWidth > 0 ? 2 : 0)
        buffer.write(breadcrumbSpans.truncated(to: leftRoom), x: content.x, y: content.y, clip: content)
        buffer.write(right, x: content.maxX - rightWidth, y: content.y, clip: content)
    }

    /// The breadcrumb, parts joined by " › ".
    var breadcrumbSpans: [Span] {
        var spans: [Span] = []
        for (index, part) in breadcrumb.enumerated() {
            if index > 0 { spans.append(Span(Self.separator, theme.style(.statusBar))) }
            spans.append(Span(TextSanitizer.clean(part), theme.style(.breadcrumb)))
        }
        return spans
    }

    /// The message cut to `width`, or as many hints as fit beside the breadcrumb.
    func rightSpans(width: Int) -> [Span] {
        if let message {
            let style = theme.style(isError ? .statusError : .statusBar)
            return [Span(TextSanitizer.clean(message), style)].truncated(to: width)
        }
        let breadcrumbWidth = breadcrumbSpans.displayWidth
        var count = hints.count
        while count > 0 {
            let spans = hintSpans(count)
            if breadcrumbWidth + 2 + spans.displayWidth <= width { return spans }
            count -= 1
        }
        return []
    }

    private func hintSpans(_ count: Int) -> [Span] {
        var spans: [Span] = []
        for (index, hint) in hints.prefix(count).enumerated() {
            if index > 0 { spans.append(Span("  ", theme.style(.statusBar))) }
            spans.append(Span(hint.key, theme.style(.statusKey)))
            spans.append(Span(" " + hint.label, theme.style(.statusBar)))
        }
        return spans
    }
}
