import Foundation

/// A reader whose text can be searched (`/`, Enter, then n and N): both article readers. The
/// view passes the text as it laid it out, one string a line, so that a match is a line to
/// scroll to; the search and its current match live here.
@MainActor
public protocol SearchingReader: ScrollingPresenter {
    /// The search shown, nil when there is none.
    var textSearch: ReaderSearch? { get set }
}

extension SearchingReader {
    /// `/`: opens the prompt, with the last query in it to edit.
    public func openSearch() {
        var search = textSearch ?? ReaderSearch()
        search.isEditing = true
        textSearch = search
    }

    /// Edits the query at the prompt.
    public func editSearch(_ edit: (inout TextInput) -> Void) {
        guard textSearch != nil else { return }
        textSearch?.query.apply(edit)
    }

    /// Enter at the prompt: searches `lines` from the first line shown, and scrolls to the
    /// match. An empty query ends the search. `maxOffset` is how far the text scrolls.
    public func runSearch(over lines: [String], maxOffset: Int) {
        guard let query = textSearch?.query.text else { return }
        guard !query.trimmingCharacters(in: .whitespaces).isEmpty else { return endSearch() }
        textSearch?.run(over: lines, from: min(scrollOffset, max(0, maxOffset)))
        showCurrentMatch(maxOffset: maxOffset)
    }

    /// n (`forward`) and N: the next or previous match, round at the ends. When `lines` (the
    /// text as drawn now) are not the ones searched, the text was laid out again: n finds the
    /// first match from the top line shown in them, N the one before it.
    public func moveToMatch(forward: Bool, over lines: [String], maxOffset: Int) {
        guard var search = textSearch, !search.isEditing else { return }
        if search.lines != lines {
            search.run(over: lines, from: min(scrollOffset, max(0, maxOffset)))
            if !forward { search.move(forward: false) }
        } else {
            search.move(forward: forward)
        }
        textSearch = search
        showCurrentMatch(maxOffset: maxOffset)
    }

    /// Esc: ends the search and its highlights.
    public func endSearch() { textSearch = nil }

    /// True when a search ran and is shown: n and N then go through its matches.
    public var isBrowsingMatches: Bool { textSearch?.isEditing == false }

    /// The match's line at the top, as less shows it, or as near as the text's end allows.
    private func showCurrentMatch(maxOffset: Int) {
        if let match = textSearch?.currentMatch { scrollOffset = min(match.line, max(0, maxOffset)) }
    }
}
