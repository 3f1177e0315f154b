import Presentation

/// The keys of a reader's search (`SearchingReader`), the same in both article readers: `/`
/// (or Ctrl-F, as in a chat) opens the prompt, Enter searches, and while the search is shown n
/// and N go through its matches and Esc ends it, before what those keys do otherwise.
@MainActor
enum ReaderSearchKeys {
    /// The keys while the query is typed: Enter, Esc and the line's editing keys. `lines` gives
    /// the text as last drawn, one string a line, when Enter searches it.
    static func prompt(
        _ presenter: some SearchingReader, lines: @escaping @MainActor () -> [String], maxOffset: Int
    ) -> [KeyBinding] {
        [
            KeyBinding([.enter], "Search, and go to the first match from the top line shown", hint: "search") {
                presenter.runSearch(over: lines(), maxOffset: maxOffset)
            },
            KeyBinding([.escape], "Close the search", hint: "cancel") { presenter.endSearch() },
        ] + TextEditKeys.bindings(presenter.editSearch)
    }

    /// The keys that come first while reading: n, N and Esc while a search is shown, then `/`.
    static func reading(
        _ presenter: some SearchingReader, lines: @escaping @MainActor () -> [String], maxOffset: Int
    ) -> [KeyBinding] {
        // Help lists it; the status bar keeps its room for the way back, as Chat's Ctrl-F does.
        let open = [
            KeyBinding([.char("/")], "Search in the text (Ctrl-F too)") { presenter.openSearch() },
            KeyBinding([.ctrl("f")], "Search in the text", isListed: false) { presenter.openSearch() },
        ]
        guard presenter.isBrowsingMatches else { return open }
        return [
            KeyBinding([.char("n")], "The next match", hint: "next match") {
                presenter.moveToMatch(forward: true, over: lines(), maxOffset: maxOffset)
            },
            KeyBinding([.char("N")], "The previous match", hint: "prev match") {
                presenter.moveToMatch(forward: false, over: lines(), maxOffset: maxOffset)
            },
            KeyBinding([.escape], "End the search", hint: "end search") { presenter.endSearch() },
        ] + open
    }
}

extension PresentedView where Presenter: SearchingReader {
    /// True while the search's query is typed.
    public var acceptsText: Bool { presenter.textSearch?.isEditing == true }

    /// Types into the search's prompt.
    public func insertText(_ text: String) { presenter.editSearch { $0.insert(text) } }

    /// "match 2 of 7" while a search is shown.
    public var statusText: String? { presenter.isBrowsingMatches ? presenter.textSearch?.status : nil }
}
