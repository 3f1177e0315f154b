import Domain
import Foundation

/// Searching every chat as the query is typed, as a category filters: `/` opens the query, the
/// results replace the list once read, Enter keeps them, Esc closes the search; Enter on a result
/// opens its chat with the message selected.
extension ChatsPresenter {
    /// How long typing rests before the chats are searched: a fast typist's keys start one search.
    static let typingPause = Duration.milliseconds(120)

    /// True while the query or the results are shown, or read.
    public var isSearching: Bool { search.isEditing || searchResults != nil || pendingSearch != nil }

    /// True while the chats are searched for a query typed since the results shown.
    public var isReadingSearch: Bool { pendingSearch != nil }

    public var selectedResult: ChatSearchResult? {
        guard let results = searchResults, let index = searchSelection.selected else { return nil }
        return results[index]
    }

    /// `/`: starts typing, from the query shown.
    public func beginSearch() { search.resume() }

    /// "3 messages found", "1 title, 1 draft and 2 messages found" (drafts were never sent), "the newest
    /// 200 messages found; type more to narrow it" at the search's limit; nil while no search has
    /// results to show.
    public var foundText: String? {
        guard let results = searchResults else { return nil }
        let titles = results.filter(\.isTitle).count, drafts = results.filter(\.isDraft).count
        let messages = results.count - drafts - titles
        let capped = messages >= ChatsInteractor.searchLimit
        let counted = [titles > 0 ? Count.phrase(titles, "title") : nil, drafts > 0 ? Count.phrase(drafts, "draft") : nil,
                       drafts + titles == 0 || messages > 0 ? (capped ? "the newest " : "") + Count.phrase(messages, "message") : nil]
        let parts = counted.compactMap { $0 }
        let said = parts.count > 1 ? parts.dropLast().joined(separator: ", ") + " and " + (parts.last ?? "") : parts.joined()
        return said + " found" + (capped ? "; type more to narrow it" : "")
    }

    /// Changes the query; the results follow once typing rests.
    public func editSearch(_ edit: (inout TextInput) -> Void) {
        edit(&search.input)
        searchTypedQuery()
    }

    /// Enter while typing: keeps the results (or shows them once read); a blank query closes the search.
    public func endSearchEditing() {
        guard !search.typed.isEmpty else { return closeSearch() }
        search.stopTyping()
    }

    /// Searches for the typed query in the background when it differs from the one shown or
    /// already searched for: the results shown stay until the new ones replace them, and a search
    /// overtaken by more typing is stopped. A blank query shows no result.
    private func searchTypedQuery() {
        let query = search.typed
        guard query != pendingSearch ?? search.shown else { return }
        searchTask?.cancel()
        searchTask = nil
        pendingSearch = nil
        guard query != search.shown else { return }
        guard !query.isEmpty else { return show(nil, for: query) }
        pendingSearch = query
        searchTask = Task {
            try? await Task.sleep(for: Self.typingPause)
            guard !Task.isCancelled else { return }
            let found: Result<[ChatSearchResult], any Error>
            do { found = .success(try await interactor.searchShowingPlainReplies(query)) } catch { found = .failure(error) }
            guard pendingSearch == query, !Task.isCancelled else { return }
            pendingSearch = nil
            searchTask = nil
            show(found, for: query)
        }
    }

    private func show(_ found: Result<[ChatSearchResult], any Error>?, for query: String) {
        search.show(query)
        loadTime.restart()
        switch found {
        case .success(let results):
            searchResults = results
            searchError = nil
            searchSelection = Selection(count: results.count)
        case .failure(let error):
            searchResults = []
            searchError = error.userMessage
            searchSelection = Selection()
        case nil:
            searchResults = nil
            searchError = nil
            searchSelection = Selection()
        }
    }

    /// Moves the selection among the results (the list keys).
    public func editSearchSelection(_ edit: (inout Selection) -> Void) { edit(&searchSelection) }

    /// Opens the selected result's chat, scrolled to the message, which is selected. A chat
    /// deleted in another aichats since the results were read is not opened as a new empty one:
    /// the status bar says so and the results and the list are read again.
    public func openSelectedResult() async {
        guard let result = selectedResult else { return }
        guard await interactor.exists(result.hit.chat.id) else {
            await readResultsAgain()
            return router.show(Notice("The chat with \(result.avatarName) was deleted in another aichats", isError: true))
        }
        // A draft is in the chat's input, which opens at the newest message.
        router.push(.savedChat(id: result.hit.chat.id, focus: result.isDraft || result.isTitle ? nil : result.hit.message.id))
    }

    /// Searches again for the query shown, keeping the selected row (the next result moves into
    /// a row that went), then reads the conversations under the search again too.
    private func readResultsAgain() async {
        let query = search.shown, row = searchSelection
        let found: Result<[ChatSearchResult], any Error>
        do { found = .success(try await interactor.searchShowingPlainReplies(query)) } catch { found = .failure(error) }
        guard pendingSearch == nil, search.shown == query else { return await onAppear() }
        show(found, for: query)
        searchSelection = row
        searchSelection.resize(to: searchResults?.count ?? 0)
        await onAppear()
    }

    /// Esc: closes the search (one still being read is stopped) and shows the conversations again.
    public func closeSearch() {
        searchTask?.cancel()
        searchTask = nil
        pendingSearch = nil
        search = SearchLine()
        searchResults = nil
        searchError = nil
    }
}
