import Domain

/// Where Latest news' selection goes when a refresh changes the live news.
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
}
