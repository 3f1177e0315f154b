/// One row of a `ListWidget`: text on the left, and short text on the right that always fits.
public struct ListRow: Sendable, Hashable {
    /// Left-aligned spans, cut with "…" when the row is too narrow.
    public var leading: [Span]
    /// Right-aligned spans, such as a time ("5h") or a count ("12").
    public var trailing: [Span]

    public init(_ leading: [Span], trailing: [Span] = []) {
        self.leading = leading
        self.trailing = trailing
    }

    /// Creates a row of one plain text on the left.
    public init(_ text: String, trailing: String? = nil) {
        self.init([Span(text)], trailing: trailing.map { [Span($0)] } ?? [])
    }

    /// The cells the leading spans get beside the trailing ones in a row's text `textWidth`
    /// cells wide (see `ListWidget.textWidth(in:count:)`).
    public func leadingRoom(textWidth: Int) -> Int {
        let trailingWidth = min(trailing.displayWidth, max(0, textWidth))
        return textWidth - trailingWidth - (trailingWidth > 0 ? 1 : 0)
    }
}
