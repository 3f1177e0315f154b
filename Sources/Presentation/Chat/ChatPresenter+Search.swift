import Domain
import Foundation

/// Searching the chat: Ctrl-F (or `/` on an empty input) opens the prompt, Enter runs the search
/// over the whole conversation in the store (a chat of 5,000 messages is not loaded for it) and
/// shows the newest occurrence, n and N go to the older and newer ones (round at the ends), Esc
/// ends the search. The current occurrence's message is selected, so the view scrolls to it and
/// Alt-y copies it; one that is not loaded comes with the stretch of history around it
/// (`+Window`).
extension ChatPresenter {
    /// True when the chat holds messages to search, loaded or older.
    public var hasMessagesToSearch: Bool { !messages.isEmpty || hasOlderMessages }

    /// Opens the prompt, with the last query in it to edit; an empty chat says so instead.
    /// `bySlash`: `/` typed on an empty input opened it (see `runSearch`).
    public func openSearch(bySlash: Bool = false) {
        guard hasMessagesToSearch else { return router.show(Notice("No message to search in this chat.")) }
        var search = self.search ?? ChatSearch()
        search.isEditing = true
        search.openedBySlash = bySlash
        self.search = search
    }

    /// Edits the query at the prompt.
    public func editSearch(_ edit: (inout TextInput) -> Void) {
        guard search != nil else { return }
        search?.query.apply(edit)
    }

    /// Enter at the prompt: runs the search in the store, goes to the newest occurrence.
    /// An empty query closes the prompt. A query typed after `/` that occurs nowhere was most
    /// likely a message starting with `/` (`/tmp is full, what now?`): it goes into the input,
    /// slash and all, to be sent or edited, and a notice says so; nothing typed is lost.
    public func runSearch() async {
        guard let query = search?.query.text else { return }
        guard !query.isEmpty else { return endSearch() }
        guard let chat else { return }
        let found: [MessageOccurrences]
        do {
            found = try await interactor.occurrences(of: query, in: chat)
        } catch {
            return router.show(Notice("Could not search this chat: \(error.userMessage)", isError: true))
        }
        // Esc while the store searched ended it, or another query was typed meanwhile.
        guard var search, search.isEditing, search.query.text == query else { return }
        search.ran(query, found: found)
        if let match = search.currentMatch, !(await loadAround(match.messageID)) {
            return router.show(Notice("Could not load the message that holds “\(query)”", isError: true))
        }
        self.search = search
        if search.openedBySlash, search.current == nil, input.isEmpty {
            endSearch()
            input = TextInput("/" + query, allowsLineBreaks: true)
            return router.show(Notice("No match for “\(query)”: it is in the input as a message, with its /; Enter sends it"))
        }
        showCurrentMatch()
    }

    /// n (`older` true) and N: the occurrence before or after the current one, round at the ends;
    /// going round says so, as vim and less do, so that the user knows the matches began again.
    public func moveToMatch(older: Bool) async {
        guard var search, !search.isEditing, let current = search.current else { return }
        let count = search.matches.count
        let next = current + (older ? -1 : 1)
        search.current = (next + count) % count
        // The match's message loads first, so that the view scrolls to it once it is there.
        guard let match = search.currentMatch, await loadAround(match.messageID) else { return }
        guard self.search?.ranQuery == search.ranQuery else { return }
        self.search = search
        showCurrentMatch()
        if count > 1, !(0..<count).contains(next) {
            router.show(Notice(older ? "Search wrapped to the newest match" : "Search wrapped to the oldest match"))
        }
    }

    /// Esc: ends the search and its highlights. The match's message, which the search selected,
    /// is no longer selected: one Esc puts the chat back as it was before the search (the view
    /// stays where the match is), and the next Esc leaves. A message selected with Alt-↑/↓
    /// while the search was shown stays selected.
    public func endSearch() {
        if let match = search?.currentMatch, selectedMessageID == match.messageID { selectedMessageID = nil }
        search = nil
    }

    /// True when n and N go through the matches: a search ran and the input is empty.
    public var isBrowsingMatches: Bool { search?.isEditing == false && input.isEmpty }

    private func showCurrentMatch() {
        if let match = search?.currentMatch { selectedMessageID = match.messageID }
    }
}

extension TextInput {
    mutating func apply(_ edit: (inout TextInput) -> Void) { edit(&self) }
}
