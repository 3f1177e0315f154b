import Domain

/// Walking the list the item was opened from without going back to it: the next and previous
/// item (`J` `K`) and the next and previous unread one (`n` `p`), as in newsboat. The new item
/// replaces this one, so Esc still goes back to the list.
extension FeedArticlePresenter {
    /// How far from its hinted index the item is looked for, and how many items a scan reads at once.
    static let window = 50

    /// Opens the next (`step` 1) or previous (-1) item of the list.
    public func showNeighbour(_ step: Int) async {
        await walk(forward: step > 0) { [self] index in
            let target = index + step
            guard target >= 0,
                  let next = try await listed(offset: target, limit: 1).first
            else {
                router.show(Notice(step > 0 ? "This is the last item" : "This is the first item"))
                return nil
            }
            return (next, target)
        }
    }

    /// Opens the next (`forward`) or previous unread item of the list, reading it a window at a time.
    public func showUnread(forward: Bool) async {
        await walk(forward: forward) { [self] index in
            if try await interactor.count(place.scope, unreadOnly: true, searchText: place.searchText) > 0 {
                var start = forward ? index + 1 : max(0, index - Self.window)
                var end = forward ? start + Self.window : index
                while start < end {
                    let page = try await listed(offset: start, limit: end - start)
                    let found = forward ? page.firstIndex { !$0.item.isRead } : page.lastIndex { !$0.item.isRead }
                    if let found { return (page[found], start + found) }
                    let atEnd = forward ? page.count < end - start : start == 0
                    (start, end) = atEnd ? (end, end) : forward ? (end, end + Self.window) : (max(0, start - Self.window), start)
                }
            }
            router.show(Notice(forward ? "No unread item below" : "No unread item above"))
            return nil
        }
    }

    /// Finds this item's index in the list near the hint, then opens what `next` picks from it.
    /// In a list of unread items the item has left it once read: the item below took its place,
    /// so a step `forward` starts just above the hint, and a step back from it.
    private func walk(forward: Bool, _ next: (Int) async throws -> (FeedHeadline, Int)?) async {
        do {
            let index: Int
            if let found = try await indexInList() {
                index = found
            } else if place.unreadOnly {
                index = forward ? place.index - 1 : place.index
            } else {
                return router.show(Notice("This item is no longer in the list"))
            }
            guard let (headline, index) = try await next(index) else { return }
            var next = place
            next.index = index
            router.replaceTop(with: .feedArticle(id: headline.id, place: next))
        } catch {
            router.show(Notice("Could not read the list: \(error.userMessage)", isError: true))
        }
    }

    /// This item's index in the list, looked for within `window` of the hint; nil when the list
    /// no longer has it there.
    func indexInList() async throws -> Int? {
        let start = max(0, place.index - Self.window)
        let near = try await listed(offset: start, limit: 2 * Self.window + 1)
        return near.firstIndex { $0.id == itemID }.map { start + $0 }
    }

    /// `limit` items of the list the item was opened from, from `offset`.
    private func listed(offset: Int, limit: Int) async throws -> [FeedHeadline] {
        try await interactor.headlines(
            place.scope, offset: offset, limit: limit, unreadOnly: place.unreadOnly, searchText: place.searchText)
    }
}
