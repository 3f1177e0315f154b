import Domain

/// What a reload read: the counts, the selection on the selected item's new place, the pages
/// around it, and whether the pages hold the item there (false when a feed was stored between
/// the reads and moved it again).
struct FeedItemsReload {
    /// The cache's newest item id before the counts were read.
    var newestItemID: Int64
    var count: Int
    var unreadCount: Int
    var selection: Selection
    var pages: [Int: [FeedHeadline]]
    var isConsistent: Bool
}

extension FeedItemsPresenter {
    /// How many times a reload reads again when a store moved the selected item between its reads.
    static let reloadAttempts = 3
    /// The most items added above the selected one that a reload reads past to find it (a
    /// refresh's few new items); past that, the cache counts where it went.
    static let grownReadAtMost = 4 * pageSize

    /// Counts and loads again; the selected item stays selected wherever it moved (new items
    /// appear above it during a refresh), and keys pressed meanwhile still move it from there.
    /// The new pages replace the old ones at once, so no frame shows a list half loaded. `id`
    /// near `index` is selected instead when given. `query` (the search typed) replaces the
    /// search shown, its first item selected when `fromTop`. With `followingTop` (a refresh), a
    /// selection on the first row stays there, on the newest item, as in a mail or feed reader:
    /// the user at the top is reading what comes in, not the item that was newest before.
    public func reloadKeepingSelection(
        selecting id: Int64? = nil, near index: Int? = nil, query: String? = nil, fromTop: Bool = false,
        followingTop: Bool = false
    ) async {
        let top = fromTop || (followingTop && id == nil && selection.index == 0)
        let selectedID = top ? nil : id ?? selectedHeadline?.id, oldIndex = top ? 0 : index ?? selection.index
        let startIndex = selection.index, listing = (query ?? searchText, showsUnreadOnly)
        var read: FeedItemsReload
        do {
            var attempt = 0
            repeat {
                read = try await readForReload(selecting: selectedID, near: oldIndex, oldCount: count, query: listing.0)
                attempt += 1
            } while !read.isConsistent && attempt < Self.reloadAttempts
        } catch {
            // A search stopped (Esc) or replaced: what comes next reads the list.
            guard !Task.isCancelled else { return }
            loadError = error.userMessage
            isLoaded = true
            return
        }
        // A search, or `l`, started or ended meanwhile: its own reload shows its items.
        guard listing.0 == pendingSearch ?? searchText, showsUnreadOnly == listing.1 else { return }
        search.show(listing.0)
        read.selection.move(by: fromTop ? 0 : selection.index - startIndex)
        pagesGeneration += 1
        pageLoads = [:]
        count = read.count
        unreadCount = read.unreadCount
        countedUpTo = read.newestItemID
        pages = read.pages
        loadTime.restart()
        selection = read.selection
        loadError = nil
        isLoaded = true
        // As after a key: a PgDn right after a reload (every half second during a refresh) would
        // otherwise find the rows a screen on not read yet, and wait for them.
        await loadAroundSelection(visibleRows: visibleRows)
    }

    private func readForReload(
        selecting id: Int64?, near oldIndex: Int, oldCount: Int, query: String
    ) async throws -> FeedItemsReload {
        let newest = try await interactor.newestItemID()
        // A search from the top reads its first page first: when that page is not full, it is every
        // item found, and counting them would read every item's text once more (a query that finds
        // nothing over 162,000 items: two passes over 350 MB of text, 3.6 s, instead of one).
        let firstPage = id == nil && oldIndex == 0 && !query.isEmpty && !showsUnreadOnly
            ? try await listed(offset: 0, limit: Self.pageSize, query: query) : nil
        let (all, newUnreadCount) = if let firstPage, firstPage.count < Self.pageSize {
            (firstPage.count, firstPage.count { !$0.item.isRead })
        } else {
            try await interactor.counts(scope, searchText: query)
        }
        let newCount = showsUnreadOnly ? newUnreadCount : all
        var newSelection = Selection(count: newCount, index: oldIndex)
        // Another query (a search started or ended), or a list opened anew on the item it had
        // selected (no rows held, so the count says nothing of what was added): the cache counts
        // the rows above the item instead of the list being read to find it.
        let found = if let id {
            query == searchText && oldCount > 0
                ? await place(of: id, near: oldIndex, grown: max(0, newCount - oldCount), query: query)
                : await position(of: id, query: query)
        } else { Int?.none }
        if let found { newSelection.select(found) }
        let window = Self.pages(around: newSelection.index, reach: Self.pageSize, count: newCount)
        var newPages: [Int: [FeedHeadline]] = [:]
        for page in window {
            newPages[page] = if page == 0, let firstPage { firstPage } else {
                try? await listed(offset: page * Self.pageSize, limit: Self.pageSize, query: query)
            }
        }
        let consistent = found == nil || Self.headline(at: newSelection.index, in: newPages)?.id == id
        return FeedItemsReload(
            newestItemID: newest, count: newCount, unreadCount: newUnreadCount, selection: newSelection, pages: newPages, isConsistent: consistent)
    }

    /// The item near where it was, moved down by the items added (a refresh adds them above it);
    /// a window between reads only a few pages: when more were added, or the item is not in the
    /// windows, the cache counts the rows above it. Reading `grown` rows to find it read all
    /// 118,000 items of every feed, 300 MB, at a reopened list's first reload.
    private func place(of id: Int64, near oldIndex: Int, grown: Int, query: String) async -> Int? {
        var windows = [(start: max(0, oldIndex + grown - Self.pageSize), limit: 2 * Self.pageSize)]
        if grown > 0, grown <= Self.grownReadAtMost {
            windows.append((max(0, oldIndex - Self.pageSize), 2 * Self.pageSize + grown))
        }
        for window in windows {
            let headlines = (try? await listed(offset: window.start, limit: window.limit, query: query)) ?? []
            if let found = headlines.firstIndex(where: { $0.id == id }) { return window.start + found }
        }
        return await position(of: id, query: query)
    }

    /// Where the item is in the list for `query`, counted by the cache; nil when it is not there.
    private func position(of id: Int64, query: String) async -> Int? {
        try? await interactor.position(of: id, in: scope, unreadOnly: showsUnreadOnly, searchText: query)
    }
}
