import Domain
import Foundation

/// Searching the list (`/`), as newsboat does: the query is typed on a line under the header,
/// Enter lists only the items whose title or summary holds it (read from the cache a window at a
/// time, as the whole list is), and Esc lists every item again.
extension FeedItemsPresenter {
    /// Starts typing a new query (`/`) on an empty line; Esc brings back the search shown. A
    /// list with no item at all says so instead: there is nothing to search.
    public func beginSearch() {
        if isLoaded, count == 0, searchText.isEmpty, !showsUnreadOnly {
            return router.show(Notice("Nothing to search: the list is empty"))
        }
        search.begin()
    }

    public func editSearch(_ edit: (inout TextInput) -> Void) { edit(&search.input) }

    /// Enter while typing: lists the items that hold the query, from the first; a blank query
    /// lists every item. The search reads every item of the list (half a second for 100,000),
    /// so it runs in the background: the list says "Searching…", and Esc or `q` act at once.
    public func runSearch() {
        let before = search.shown
        guard search.submit() != before else { return }
        searchTask?.cancel()
        forgetTheList()
        searchTask = Task { await reloadKeepingSelection() }
    }

    /// Esc: stops typing (the query goes back to the search shown), else ends the search (one
    /// still being read is stopped), else goes back.
    public func back() async {
        if search.isEditing { return search.stopEditing() }
        searchTask?.cancel()
        searchTask = nil
        if !searchText.isEmpty {
            search = SearchLine()
            forgetTheList()
            await reloadKeepingSelection()
        } else {
            router.pop()
        }
    }

    /// Drops the list shown at once, so that no frame shows its rows under the new search (a page
    /// read for it lands nowhere); the reload that follows selects the first item.
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
