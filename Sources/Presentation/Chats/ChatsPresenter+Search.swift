import Domain
import Foundation

/// Searching every chat: `/` opens the query, Enter searches, the results replace the list
/// until Esc; Enter on a result opens its chat with the message selected.
extension ChatsPresenter {
    /// True while the query or the results are shown.
    public var isSearching: Bool { search.isEditing || searchResults != nil }

    public var selectedResult: ChatSearchResult? {
        guard let results = searchResults, let index = searchSelection.selected else { return nil }
        return results[index]
    }

    /// `/`: starts typing a new query, on an empty line (Esc goes back to the results shown).
    public func beginSearch() { search.begin() }

    /// Esc while typing: back to the results shown, with their query; with none, the search closes.
    public func stopEditingSearch() {
        guard searchResults != nil else { return closeSearch() }
        search.stopEditing()
    }

    public func editSearch(_ edit: (inout TextInput) -> Void) { edit(&search.input) }

    /// Enter while typing: searches every chat for the query; a blank one closes the search.
    public func runSearch() async {
        let query = search.submit()
        guard !query.isEmpty else { return closeSearch() }
        do {
            let results = try await interactor.search(query)
            loadTime.restart()
            searchResults = results
            searchError = nil
            searchSelection = Selection(count: results.count)
        } catch {
            searchResults = []
            searchError = error.userMessage
            searchSelection = Selection()
        }
    }

    /// Moves the selection among the results (the list keys).
    public func editSearchSelection(_ edit: (inout Selection) -> Void) { edit(&searchSelection) }

    /// Opens the selected result's chat, scrolled to the message, which is selected.
    public func openSelectedResult() {
        guard let result = selectedResult else { return }
        router.push(.savedChat(id: result.hit.chat.id, focus: result.hit.message.id))
    }

    /// Esc: closes the search and shows the conversations again.
    public func closeSearch() {
        search = SearchLine()
        searchResults = nil
        searchError = nil
    }
}
