import Domain

/// The list's keys that also act in the reader: read/unread (`N`) and refreshing (`R` `r`).
extension FeedArticlePresenter {
    /// Marks the item unread again, or read (`N`): it was marked read when it opened, so `N`
    /// keeps it for later, until it is opened again.
    public func toggleRead() async {
        guard let headline, !isLocked else { return }
        let read = !headline.item.isRead
        do {
            try await interactor.setRead([itemID], read)
            update { $0.isRead = read }
            router.show(Notice(read ? "Marked read" : "Marked unread: it stays so until you open it again"))
        } catch {
            router.show(.itemUnchanged(error))
        }
    }

    /// A key that needs the item, on one of a premium feed that a guest has not opened
    /// (`Notice.premiumLocked`).
    public func explainLocked() { router.show(.premiumLocked) }

    /// Refreshes every feed (`R`), or only this item's feed (`r`), in the background, as the
    /// lists do; not a feed that another shell removed from the list since (a notice says so).
    public func refresh(onlyThisFeed: Bool) {
        guard let activity else { return router.show(Notice("Feeds cannot be refreshed from here")) }
        let feed = onlyThisFeed ? headline?.item.feed : nil
        if onlyThisFeed, feed == nil { return }
        if let feed, (try? interactor.isListed(feed)) == false { return router.show(.noLongerListed(feed)) }
        activity.start(feeds: feed.map { [$0] }, tellingRefusalTo: router)
    }
}
