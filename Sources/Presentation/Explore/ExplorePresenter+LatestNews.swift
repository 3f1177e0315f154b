import Domain

/// Where Latest news' selection goes when a refresh changes the live news, and its read marks.
extension ExplorePresenter {
    /// A selection on the top row (`onTop`) stays there and so follows the newest item: the panel
    /// goes on showing the latest news whether the user never moved or moved back up. One the
    /// user moved down stays on its item while newer ones arrive above it, so Enter opens what
    /// they chose. When that item is no longer among the newest, the selection goes back to the
    /// top: left on the bottom row, every later refresh would keep the newest out of sight.
    func keepNewsSelection(on selected: Int64?, onTop: Bool, in loaded: ExploreContent) {
        // On top, resizing kept the index at 0.
        guard let live = loaded.liveNews, let selected, !onTop else { return }
        if let index = live.firstIndex(where: { $0.id == selected }) {
            select(contentIndex: index, in: .news)
        } else {
            selections[.news]?.select(0)
        }
    }

    /// The feed item selected in Latest news while that section has the focus; nil for the
    /// sample news, which keep no unread marks.
    var selectedLiveNews: FeedHeadline? {
        guard focus == .news, let live = content?.liveNews, let index = selectedContentIndex(in: .news),
              live.indices.contains(index) else { return nil }
        return live[index]
    }

    /// True when `N` acts: a feed's item is selected in Latest news.
    public var selectsLiveNews: Bool { selectedLiveNews != nil }

    /// Marks the selected Latest news item read, or unread again (`N`), as a feed's list does;
    /// Explore loads again, as the tags' unread counts change with it.
    public func toggleSelectedNewsRead() async {
        guard let headline = selectedLiveNews else { return }
        do {
            try await interactor.setRead(headline, !headline.item.isRead)
        } catch {
            return router.show(.itemUnchanged(error))
        }
        await load()
    }
}
