import Foundation

/// The query line of a search that replaces a list until Esc (`/` in Chats and in an item list).
/// Searched on Enter, a new search starts on an empty line, and Esc while typing puts back the
/// query of the search shown, so the line always says what the list holds; searched as it is
/// typed, `/` goes on with the query shown (`resume`), which the list shows once it is read.
public struct SearchLine: Sendable {
    public internal(set) var input = TextInput()
    /// True while the query is being typed.
    public internal(set) var isEditing = false
    /// The query of the search shown; empty when no search is.
    public internal(set) var shown = ""

    /// `/`: a new query, on an empty line.
    mutating func begin() {
        input.clear()
        isEditing = true
    }

    /// Esc while typing: the line shows the query of the search shown again.
    mutating func stopEditing() {
        isEditing = false
        input = TextInput(shown)
    }

    /// `/` where the list follows the typing: the query shown, to change.
    mutating func resume() {
        input = TextInput(shown)
        isEditing = true
    }

    /// The typed query, trimmed: what a list searched as it is typed is to show.
    var typed: String { input.text.trimmingCharacters(in: .whitespacesAndNewlines) }

    /// Enter where the list follows the typing: the typing stops, the query stays.
    mutating func stopTyping() { isEditing = false }

    /// The list now holds what `query` found.
    mutating func show(_ query: String) { shown = query }

    /// Enter: the typed query, trimmed, becomes the search shown; returns it.
    mutating func submit() -> String {
        isEditing = false
        shown = input.text.trimmingCharacters(in: .whitespacesAndNewlines)
        return shown
    }
}
