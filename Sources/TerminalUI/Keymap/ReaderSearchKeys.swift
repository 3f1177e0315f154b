import Presentation

/// The keys of a reader's search (`SearchingReader`), the same in both article readers: `/`
/// (or Ctrl-F, as in a chat) opens the prompt, Enter searches, and while the search is shown n
/// and N go through its matches and Esc ends it, before what those keys do otherwise.
@MainActor
enum ReaderSearchKeys {
    /// The keys while the query is typed: Enter, Esc and the line's editing keys.
    static func prompt(_ presenter: some SearchingReader, lines: [String], maxOffset: Int) -> [KeyBinding] {
        [
            KeyBinding([.enter], "Search, and go to the first match from the top line shown", hint: "search") {
                presenter.runSearch(over: lines, maxOffset: maxOffset)
            },
            KeyBinding([.escape], "Close the search", hint: "cancel") { presenter.endSearch() },
        ] + TextEditKeys.bindings(presenter.editSearch)
    }

    /// The keys that come first while reading: n, N and Esc while a search is shown, then `/`.
    static func reading(_ presenter: some SearchingReader, maxOffset: Int) -> [KeyBinding] {
        let open = KeyBinding([.char("/"), .ctrl("f")], "Search in the text", hint: "search", hintPriority: .low) {
            presenter.openSearch()
        }
        guard presenter.isBrowsingMatches else { return [open] }
        return [
            KeyBinding([.char("n")], "The next match", hint: "next match") { presenter.moveToMatch(forward: true, maxOffset: maxOffset) },
            KeyBinding([.char("N")], "The previous match", hint: "prev match") {
                presenter.moveToMatch(forward: false, maxOffset: maxOffset)
            },
            KeyBinding([.escape], "End the search", hint: "end search") { presenter.endSearch() },
            open,
        ]
    }
}
