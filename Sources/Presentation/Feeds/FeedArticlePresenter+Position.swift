import Domain

extension FeedArticlePresenter {
    /// "3 of 11 in Example Tech Daily": the item's place in the list it was opened from (every
    /// feed's items when none; "Latest news" from Explore's), as the catalog's reader says it; empty until the list is read,
    /// or when the list no longer has the item.
    public var position: String {
        guard let listPlace, let headline else { return "" }
        return "\(listPlace.index + 1) of \(max(listPlace.count, listPlace.index + 1)) in \(listTitle(headline))"
    }

    /// False when the item is known to be the first of its list (`step` -1) or the last (1): `K`
    /// and `J` are then left out of help and the status bar (pressed, they say so). True while
    /// the list is not read yet.
    public func hasNeighbour(_ step: Int) -> Bool {
        guard let listPlace else { return true }
        return step < 0 ? listPlace.index > 0 : listPlace.index + 1 < listPlace.count
    }

    /// Where the item is in its list, found near the place's index (a hint).
    func readListPlace() async -> (index: Int, count: Int)? {
        guard let count = try? await listCount() else { return nil }
        if let index = try? await indexInList() { return (index, count) }
        // In a list of the unread items, the item shown left it once read, from its place.
        return place.unreadOnly ? (place.index, count + 1) : nil
    }

    private func listTitle(_ headline: FeedHeadline) -> String {
        if place.latestNews != nil { return ExploreSection.news.title }
        let title = switch place.scope {
        case .all: "All feeds"
        case .bookmarks: "Bookmarks"
        case .tag(let tag): CategoryKind.title(ofTag: tag)
        case .feed: headline.feedTitle
        }
        return place.searchText.isEmpty ? title : "\(title) holding “\(place.searchText)”"
    }
}
