/// One row of a `ListWidget`: text on the left, and short text on the right that always fits.
public struct ListRow: Sendable, Hashable {
    /// Left-aligned spans, cut with "…" when the row is too narrow.
    public var leading: [Span]
    /// Right-aligned spans, such as a time ("5h") or a count ("12").
    public var trailing: [Span]

    /// Spans after the leading ones that keep some room of their own when the row is too
    /// narrow for both (a feed's name after an item's title): the leading spans are cut first.
    public var aside: [Span] = []

    public init(_ leading: [Span], trailing: [Span] = [], aside: [Span] = []) {
        self.leading = leading
        self.trailing = trailing
        self.aside = aside
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

    /// The leading spans and the aside in `room` cells. When both do not fit, the aside keeps
    /// `asideRoom` cells (all of it when shorter) and the leading spans are cut to the rest; a
    /// row too narrow to leave the leading spans `leadingMinimum` cells drops the aside, which
    /// would show only as "…".
    public func fitted(to room: Int) -> [Span] {
        guard !aside.isEmpty else { return leading.truncated(to: room) }
        let whole = leading + aside
        if whole.displayWidth <= room { return whole }
        let kept = min(aside.displayWidth, Self.asideRoom)
        guard room - kept >= Self.leadingMinimum else { return leading.truncated(to: room) }
        let first = leading.truncated(to: room - kept)
        return first + aside.truncated(to: room - first.displayWidth, trimmingSpaces: true)
    }

    /// Cells kept for the aside: enough for a feed's name to be told apart.
    static let asideRoom = 14
    /// Cells the leading spans keep before the aside is dropped.
    static let leadingMinimum = 16
}
