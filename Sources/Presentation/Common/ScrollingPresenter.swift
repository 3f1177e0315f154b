/// A reader whose text scrolls by lines (the article readers): the view says how far it can go,
/// since only the view knows how the text wraps.
@MainActor
public protocol ScrollingPresenter: AnyObject, Sendable {
    /// The first line shown (the view clamps it to the text's length).
    var scrollOffset: Int { get set }
}

extension ScrollingPresenter {
    /// Scrolls by `delta` lines, staying within 0…maxOffset.
    public func scroll(by delta: Int, maxOffset: Int) {
        scrollOffset = min(max(0, scrollOffset + delta), max(0, maxOffset))
    }

    /// Scrolls to the top or the end.
    public func scroll(toEnd: Bool, maxOffset: Int) { scrollOffset = toEnd ? max(0, maxOffset) : 0 }
}
