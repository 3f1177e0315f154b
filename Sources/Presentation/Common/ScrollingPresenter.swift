/// A reader whose text scrolls by lines (the article readers): the view says how far it can go,
/// since only the view knows how the text wraps.
@MainActor
public protocol ScrollingPresenter: AnyObject, Sendable {
    /// The first line shown (the view clamps it to the text's length).
    var scrollOffset: Int { get set }
    /// Where each line of the text starts, as the view laid it out last (`textLaidOut`): the
    /// offset counts in these lines. Empty before the first layout.
    var linePlaces: [TextPlace] { get set }
}

extension ScrollingPresenter {
    /// Scrolls by `delta` lines, staying within 0…maxOffset.
    public func scroll(by delta: Int, maxOffset: Int) {
        scrollOffset = min(max(0, scrollOffset + delta), max(0, maxOffset))
    }

    /// Scrolls to the top or the end.
    public func scroll(toEnd: Bool, maxOffset: Int) { scrollOffset = toEnd ? max(0, maxOffset) : 0 }

    /// The view laid the text out in lines that start at `places`, having drawn line `shownTop`
    /// of the last layout at the top. When the lines are new (another width), the offset moves
    /// to the line that holds the text that was at the top, as less and w3m keep it on a resize.
    public func textLaidOut(_ places: [TextPlace], shownTop: Int) {
        guard places != linePlaces else { return }
        if !linePlaces.isEmpty, !places.isEmpty {
            let top = linePlaces[min(max(0, shownTop), linePlaces.count - 1)]
            // The last line that starts at or before the top's text: a binary search, as the
            // places only grow.
            var low = 0, high = places.count
            while low < high {
                let middle = (low + high) / 2
                if places[middle] <= top { low = middle + 1 } else { high = middle }
            }
            scrollOffset = max(0, low - 1)
        }
        linePlaces = places
    }
}
