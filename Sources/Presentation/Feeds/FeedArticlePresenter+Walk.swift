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

    /// Opens the next (`forward`) or previous unread item of the list, reading it a window at a
    /// time; with none below (above), it goes on from the top (bottom) and says so, as `n` in the
    /// list does.
    public func showUnread(forward: Bool) async {
        await walk(forward: forward) { [self] index in
            if try await interactor.count(place.scope, unreadOnly: true, searchText: place.searchText) > 0 {
                let count = try await listCount()
                let (ahead, behind) = forward ? ((index + 1)..<count, 0..<(index + 1)) : (0..<index, index..<count)
                if let found = try await unread(in: ahead, forward: forward) { return found }
                if let found = try await unread(in: behind, forward: forward) {
                    router.show(Notice(forward ? "No unread item below: went on from the top" : "No unread item above: went on from the bottom"))
                    return found
                }
            }
            router.show(Notice(forward ? "No unread item below" : "No unread item above"))
            return nil
        }
    }

    /// The first (`forward`) or last unread item in `range` of the list other than this one, read
    /// a window at a time from that end.
    private func unread(in range: Range<Int>, forward: Bool) async throws -> (FeedHeadline, Int)? {
        var start = forward ? range.lowerBound : max(range.lowerBound, range.upperBound - Self.window)
        var end = forward ? min(range.upperBound, start + Self.window) : range.upperBound
        let isOtherUnread = { [itemID] (headline: FeedHeadline) in !headline.item.isRead && headline.id != itemID }
        while start < end {
            let page = try await listed(offset: start, limit: end - start)
            if let found = forward ? page.firstIndex(where: isOtherUnread) : page.lastIndex(where: isOtherUnread) {
                return (page[found], start + found)
            }
            if forward && page.count < end - start { return nil }
            (start, end) = forward
                ? (end, min(range.upperBound, end + Self.window)) : (max(range.lowerBound, start - Self.window), start)
        }
        return nil
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

    /// `limit` items of the list the item was opened from, from `offset`: no further than the
    /// items Explore's Latest news showed, when it was opened there.
    private func listed(offset: Int, limit: Int) async throws -> [FeedHeadline] {
        let limit = place.latestNews.map { min(limit, $0 - offset) } ?? limit
        guard limit > 0 else { return [] }
        return try await interactor.headlines(
            place.scope, offset: offset, limit: limit, unreadOnly: place.unreadOnly, searchText: place.searchText)
    }

    /// How many items the list the item was opened from holds.
    func listCount() async throws -> Int {
        let count = try await interactor.count(place.scope, unreadOnly: place.unreadOnly, searchText: place.searchText)
        return place.latestNews.map { min(count, $0) } ?? count
    }
}
