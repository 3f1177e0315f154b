extension HTMLRenderer {
    /// Item numbers are kept within ±999,999,999, so that `start` cannot overflow.
    private static let numberRange = -999_999_999...999_999_999

    /// A list inside an item starts on the next line; any other list is a block.
    mutating func openList(ordered: Bool, start: String?) {
        closeLink()
        requestNewlines(state.itemIndex == nil ? 2 : 1)
        let first = Self.number(start) ?? 1
        guard push(.list, { $0.listDepth += 1 }) else { return }
        let index = containers.count - 1
        containers[index].ordered = ordered
        containers[index].nextNumber = first
        state.listIndex = index
    }

    mutating func closeList() {
        closeLink()
        guard pop(.list) else { return }
        requestNewlines(state.itemIndex == nil ? 2 : 1)
    }

    /// An item closes the previous item of its list; its marker is "• ", or its number in an
    /// ordered list (`value` sets it, the next ones follow).
    mutating func openItem(value: String?) {
        closeLink()
        if let item = state.currentItem { pop(to: item) }
        requestNewlines(1)
        var marker = "• "
        if let list = state.listIndex, containers[list].ordered {
            let number = Self.number(value) ?? containers[list].nextNumber
            containers[list].nextNumber = min(number + 1, Self.numberRange.upperBound)
            marker = "\(number). "
        }
        guard push(.item, { $0.itemCount += 1 }) else { return }
        let index = containers.count - 1
        containers[index].marker = Array(marker.utf8)
        containers[index].markerWidth = marker.count
        state.itemIndex = index
    }

    mutating func closeItem() {
        closeLink()
        if pop(.item) { requestNewlines(1) }
    }

    private static func number(_ text: String?) -> Int? {
        guard let text, let number = Int(text.trimmingHTMLWhitespace()) else { return nil }
        return min(max(number, numberRange.lowerBound), numberRange.upperBound)
    }
}
