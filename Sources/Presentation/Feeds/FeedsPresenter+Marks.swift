import Domain

/// newsboat's marks on its feed list: `A` for the selected feed, `C` for every feed. Each marks
/// the items it counted (`countedUpTo`), never those a refresh in another process stored since.
extension FeedsPresenter {
    /// Marks every item of the selected feed read (`A`).
    public func markSelectedFeedRead() async {
        guard let feed = selectedFeed else { return }
        guard feed.unreadCount > 0 else { return router.show(Notice("Nothing unread in \(feed.title)")) }
        let unread = feed.unreadCount
        await markRead(
            .feed(feed.id), upTo: countedUpTo, done: "Marked \(unread) unread item\(unread == 1 ? "" : "s") of \(feed.title) read")
    }

    /// Counts afresh (`aichats refresh` may have run from cron), asks first, as newsboat does,
    /// then marks every item of every feed read (`C`), the feeds a filter hides too.
    public func askToMarkAllFeedsRead() async {
        await load()
        let unread = feeds.reduce(0) { $0 + $1.unreadCount }, counted = countedUpTo
        guard unread > 0 else { return router.show(Notice("Every item is read already")) }
        // The feeds it changes: those with nothing unread are not counted.
        let feedsWithUnread = feeds.count { $0.unreadCount > 0 }
        router.confirm(Self.markAllReadAlert(unread: unread, feeds: feedsWithUnread)) { [weak self] action in
            guard case .markAllFeedsRead = action else { return }
            await self?.markRead(.all, upTo: counted, done: "Marked all \(unread) unread items read")
        }
    }

    public static func markAllReadAlert(unread: Int, feeds: Int) -> AppAlert {
        .confirmation(
            title: "Mark all feeds read",
            message: "Mark all \(unread) unread item\(unread == 1 ? "" : "s") of \(feeds) feed\(feeds == 1 ? "" : "s") read?",
            doing: "Mark read", action: .markAllFeedsRead, kept: "Nothing marked read")
    }

    private func markRead(_ scope: FeedItemScope, upTo newest: Int64, done: String) async {
        do {
            try await interactor.markAllRead(scope, knownUpTo: newest)
        } catch {
            return router.show(Notice("Could not mark the items read: \(error.userMessage)", isError: true))
        }
        await load()
        router.show(Notice(done))
    }
}
