import Domain
import Foundation

/// The item list's keys beyond moving: next unread, read and bookmark marks, refreshing.
extension FeedItemsPresenter {
    /// Moves to the next unread item below the selection (`n`), loading pages on the way; with
    /// none below, it goes on from the top, as newsboat does, and says so.
    public func selectNextUnread() async {
        guard let start = selection.selected else { return }
        guard unreadCount > 0 else { return router.show(Notice("No unread item in \(title)")) }
        if await selectFirstUnread(in: (start + 1)..<count) { return }
        if await selectFirstUnread(in: 0..<start) {
            return router.show(Notice("No unread item below: went on from the top"))
        }
        router.show(Notice("No unread item below"))
    }

    /// Selects the first unread item in `range`; false when it holds none.
    private func selectFirstUnread(in range: Range<Int>) async -> Bool {
        for index in range {
            if headline(at: index) == nil { await load(page: index / Self.pageSize) }
            guard let headline = headline(at: index) else { return false }
            if !headline.item.isRead {
                selection.select(index)
                await loadAroundSelection()
                return true
            }
        }
        return false
    }

    /// Marks the selected item read, or unread again (`N`).
    public func toggleRead() async {
        guard let headline = selectedHeadline else { return }
        guard await change({ try await $0.setRead([headline.id], !headline.item.isRead) }) else { return }
        var changed = headline
        changed.item.isRead.toggle()
        replace(changed)
        unreadCount += changed.item.isRead ? -1 : 1
    }

    /// Opens the selected item's page in the browser and marks it read (`o`), as newsboat does.
    /// An item of a premium feed asks a guest for an account first, as Enter does.
    public func openSelectedInBrowser() async {
        guard let headline = selectedHeadline else { return }
        if (try? await interactor.access(to: headline)) == .needsAccount {
            return router.present(alert: FeedGate.premiumAlert(for: headline))
        }
        let link = headline.item.link
        guard !link.isEmpty else { return router.show(Notice("This item has no link")) }
        do {
            try await interactor.open(link: link)
        } catch {
            return router.show(Notice("Could not open the item: \(error.userMessage)", isError: true))
        }
        router.show(.opened(link))
        guard !headline.item.isRead, await change({ try await $0.setRead([headline.id], true) }) else { return }
        var read = headline
        read.item.isRead = true
        replace(read)
        unreadCount -= 1
    }

    /// Bookmarks the selected item, or removes its bookmark (`b`). An item a refresh removed since
    /// the list was read is stored again with its bookmark (see `FeedCache.keep(_:bookmarked:)`).
    public func toggleBookmark() async {
        guard let headline = selectedHeadline else { return }
        var keptAs = headline.id
        let done = await change { interactor in
            if headline.item.isBookmarked {
                try await interactor.setBookmarked(headline.id, false)
            } else {
                keptAs = try await interactor.bookmark(headline.item)
            }
        }
        guard done else { return }
        guard keptAs == headline.id else {
            await reloadKeepingSelection()
            return router.show(Notice("Bookmarked"))
        }
        var changed = headline
        changed.item.isBookmarked.toggle()
        replace(changed)
        router.show(Notice(changed.item.isBookmarked ? "Bookmarked" : "Bookmark removed"))
    }

    /// Marks every item of the list read, also those not loaded (`A`); while searching, only
    /// the items found. Only those the list counted: the items a refresh in another process
    /// stored since stay unread, and the reload shows them.
    public func markAllRead() async {
        let list = searchText.isEmpty ? title : "\(title) holding “\(searchText)”"
        guard unreadCount > 0 else { return router.show(Notice("Every item of \(list) is read already")) }
        let marked = await change { [scope, searchText, countedUpTo] in
            try await $0.markAllRead(scope, searchText: searchText, knownUpTo: countedUpTo)
        }
        guard marked else { return }
        await reloadKeepingSelection()
        router.show(Notice("Marked every item of \(list) read"))
    }

    /// Refreshes every feed (`R`), or only this list's feeds (`r`), in the background. A feed
    /// that another shell removed from the list since is not fetched, and a notice says so: a
    /// failure would point to Feeds, which no longer lists it.
    public func refresh(onlyThisList: Bool) {
        if onlyThisList, let url = scope.singleFeed, (try? interactor.isListed(url)) == false {
            return router.show(.noLongerListed(url))
        }
        let feeds = onlyThisList ? (try? scope.query(over: interactor.subscriptions()).feeds) : nil
        activity.start(feeds: feeds, tellingRefusalTo: router)
    }

    /// Runs a change; on failure says why in the status bar and returns false.
    private func change(_ body: (FeedReadingInteractor) async throws -> Void) async -> Bool {
        do {
            try await body(interactor)
            return true
        } catch {
            router.show(.itemUnchanged(error))
            return false
        }
    }
}
