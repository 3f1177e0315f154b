/// An open element that indents or marks the lines inside it. Only these are kept open (not every
/// element), at most `HTMLRenderer.maximumOpenContainers` of them, so hostile nesting costs
/// neither stack nor much memory.
struct LayoutContainer {
    enum Kind { case quote, list, item, preformatted }

    var kind: Kind
    /// The state before this container opened, restored when it closes.
    var saved: LayoutState
    /// A list's next item number.
    var nextNumber = 1
    var ordered = false
    /// An item's marker ("• ", "3. ") and its width in columns.
    var marker: [UInt8] = []
    var markerWidth = 0
    /// Whether the item's first line (the one with the marker) is written.
    var markerWritten = false
}

/// What the open containers add up to, kept as counts so that nothing walks the stack per line.
struct LayoutState {
    var quoteDepth = 0
    var listDepth = 0
    var itemCount = 0
    var preformattedDepth = 0
    /// The innermost open list and item, as indexes into the container stack.
    var listIndex: Int?
    var itemIndex: Int?

    func count(of kind: LayoutContainer.Kind) -> Int {
        switch kind {
        case .quote: quoteDepth
        case .list: listDepth
        case .item: itemCount
        case .preformatted: preformattedDepth
        }
    }

    /// The innermost item when no list is open inside it: the item whose marker the next line gets.
    var currentItem: Int? {
        guard let itemIndex, itemIndex > listIndex ?? -1 else { return nil }
        return itemIndex
    }
}
