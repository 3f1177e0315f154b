import Domain

/// Walking the list the item was opened from without going back to it: the next and previous
/// item (`J` `K`) and the next and previous unread one (`n` `p`), as in newsboat. The new item
/// replaces this one, so Esc still goes back to the list.
extension FeedArticlePresenter {
    /// How far from its hinted index the item is looked for, and how many items a scan reads at once.
    static let window = 50

    /// Opens the next (`step` 1) or previous (-1) item of the list.
    public func showNeighbour(_ step: Int) async {
        await walk { [self] index in
            let target = index + step
            guard target >= 0,
                  let next = try await interactor.headlines(place.scope, offset: target, limit: 1, searchText: place.searchText).first
            else {
                router.show(Notice(step > 0 ? "This is the last item" : "This is the first item"))
                return nil
            }
            return (next, target)
        }
    }

    /// Opens the next (`forward`) or previous unread item of the list, reading it a window at a time.
    public func showUnread(forward: Bool) async {
        await walk { [self] index in
            if try await interactor.count(place.scope, unreadOnly: true, searchText: place.searchText) > 0 {
                var start = forward ? index + 1 : max(0, index - Self.window)
                var end = forward ? start + Self.window : index
                while start < end {
                    let page = try await interactor.headlines(
                        place.scope, offset: start, limit: end - start, searchText: place.searchText)
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
    private func walk(_ next: (Int) async throws -> (FeedHeadline, Int)?) async {
        do {
            let start = max(0, place.index - Self.window)
            let near = try await interactor.headlines(
                place.scope, offset: start, limit: 2 * Self.window + 1, searchText: place.searchText)
            guard let found = near.firstIndex(where: { $0.id == itemID }) else {
                return router.show(Notice("This item is no longer in the list"))
            }
            guard let (headline, index) = try await next(start + found) else { return }
            var next = place
            next.index = index
            router.replaceTop(with: .feedArticle(id: headline.id, place: next))
        } catch {
            router.show(Notice("Could not read the list: \(error.userMessage)", isError: true))
        }
    }
}
