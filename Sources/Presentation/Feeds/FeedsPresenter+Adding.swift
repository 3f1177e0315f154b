import Domain

/// `n` on Feeds: the Add feed sheet, and the feed it added once the screen is back on top.
extension FeedsPresenter {
    /// Opens the Add feed form (`n`).
    public func addFeed() {
        listFilter.isEditing = false
        router.present(.addFeed)
    }

    /// Back from the Add feed form: the feed it added is shown selected, the filter and `l`
    /// put aside when they would hide it (a feed never fetched has nothing unread), and fetched.
    func showAdded() {
        guard let url = addedFeeds?.take() else { return }
        if !shownFeeds.contains(where: { $0.id == url }), feeds.contains(where: { $0.id == url }) {
            listFilter = ListFilter()
            if hidesReadFeeds { toggleReadFeeds() }
        }
        filterChanged(keeping: url)
        fetchNew([url])
    }
}
