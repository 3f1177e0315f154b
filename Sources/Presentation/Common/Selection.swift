/// A selected index in a list of `count` items, kept in range.
public struct Selection: Hashable, Sendable {
    /// The selected index; 0 when the list is empty.
    public private(set) var index: Int = 0
    /// How many items the list has.
    public private(set) var count: Int = 0

    public init(count: Int = 0, index: Int = 0) {
        self.count = max(0, count)
        self.index = 0
        select(index)
    }

    /// The selected index, or nil when the list is empty.
    public var selected: Int? { count > 0 ? index : nil }

    /// Selects an index, clamped into range.
    public mutating func select(_ newIndex: Int) { index = min(max(0, newIndex), max(0, count - 1)) }

    /// Moves the selection by `delta`, stopping at the ends.
    public mutating func move(by delta: Int) { select(index + delta) }

    /// Changes the number of items, keeping the index in range.
    public mutating func resize(to newCount: Int) {
        count = max(0, newCount)
        select(index)
    }

    /// Changes the list to `ids` (its items' identities, in their new order), keeping `selected`
    /// selected wherever it moved: a list sorted by activity re-sorts while a screen is away, and
    /// Enter must open the item the user left, not the one now on its row. An item that is gone
    /// leaves the index where it was (the next item moves into it).
    public mutating func resize<ID: Equatable>(to ids: [ID], keeping selected: ID?) {
        resize(to: ids.count)
        if let selected, let index = ids.firstIndex(of: selected) { select(index) }
    }
}
