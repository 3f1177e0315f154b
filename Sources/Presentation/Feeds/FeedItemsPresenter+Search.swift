import Domain
import Foundation

/// Searching the list (`/`) as the query is typed, as an avatar category filters: the list shows
/// only the items whose title or summary holds it (read from the cache a window at a time, as the
/// whole list is), Enter keeps it, and Esc lists every item again.
extension FeedItemsPresenter {
    /// How long typing rests before the query is read: a fast typist's keys start one search, not
    /// one for each key (a search reads every item: half a second for 100,000).
    static let typingPause = Duration.milliseconds(120)

    /// Starts typing (`/`), from the query shown. A list with no item at all says so instead:
    /// there is nothing to search.
    public func beginSearch() {
        if isLoaded, count == 0, searchText.isEmpty, !showsUnreadOnly {
            return router.show(Notice("Nothing to search: the list is empty"))
        }
        search.resume()
    }

    /// Changes the query; the list follows once typing rests.
    public func editSearch(_ edit: (inout TextInput) -> Void) {
        edit(&search.input)
        searchTypedQuery()
    }

    /// Enter while typing: keeps the query, and the list its items (or shows them once read).
    public func endSearchEditing() { search.stopTyping() }

    /// True while the list is read for a query typed since: the rows shown are the last query's.
    public var isReadingSearch: Bool { pendingSearch != nil }

    /// Esc while typing, or with a search shown: every item again, the selected one kept; else
    /// goes back. A search still being read is stopped.
    public func back() async {
        guard search.isEditing || !searchText.isEmpty || pendingSearch != nil else {
            memory?.remember(selectedHeadline?.id, at: selection.index, in: scope)
            return router.pop()
        }
        searchTask?.cancel()
        searchTask = nil
        let shown = searchText
        search = SearchLine()
        guard !shown.isEmpty else {
            pendingSearch = nil
            return
        }
        // The rows stay those of the search until every item replaces them.
        search.show(shown)
        pendingSearch = ""
        await reloadKeepingSelection(query: "")
        if pendingSearch == "" { pendingSearch = nil }
    }

    /// Reads the list for the typed query in the background, when it differs from the one shown
    /// or already being read: the rows shown stay until the new ones replace them at once, so
    /// the keys stay as quick as ever, and a read overtaken by more typing is stopped.
    private func searchTypedQuery() {
        let query = search.typed
        guard query != pendingSearch ?? searchText else { return }
        searchTask?.cancel()
        searchTask = nil
        guard query != searchText else {
            pendingSearch = nil
            return
        }
        pendingSearch = query
        searchTask = Task {
            try? await Task.sleep(for: Self.typingPause)
            guard !Task.isCancelled else { return }
            await reloadKeepingSelection(query: query, fromTop: true)
            guard pendingSearch == query else { return }
            pendingSearch = nil
            searchTask = nil
        }
    }

    /// Drops the list shown at once, so that no frame shows its rows under the new listing (a
    /// page read for it lands nowhere); the reload that follows selects the first item.
    func forgetTheList() {
        pagesGeneration += 1
        pageLoads = [:]
        pages = [:]
        count = 0
        unreadCount = 0
        selection = Selection()
        isLoaded = false
    }
}
