import Domain
import Foundation

/// A search in one chat: what is typed at the prompt, and once Enter ran it, where the query
/// occurs in the messages (their source text, case ignored) and which occurrence is current.
public struct ChatSearch: Sendable {
    /// One occurrence: the message, and which occurrence in its text (from 0).
    public struct Match: Sendable, Hashable {
        public let messageID: UUID
        public let occurrence: Int
    }

    /// What is typed at the prompt.
    public var query = TextInput()
    /// True while the prompt takes the keys; false once Enter ran the search.
    public var isEditing = true
    /// True when `/` on an empty input opened it: the query may be a message that starts with
    /// `/` (a path), so a search that finds nothing gives it back (`ChatPresenter.runSearch`).
    public var openedBySlash = false
    /// The query that ran, and its occurrences, oldest first.
    public private(set) var ranQuery = ""
    public private(set) var matches: [Match] = []
    /// The index in `matches` of the occurrence shown, nil when there is none.
    public internal(set) var current: Int?

    public init() {}

    /// The current occurrence.
    public var currentMatch: Match? { current.map { matches[$0] } }

    /// "match 2 of 5", or "no match for …".
    public var status: String {
        guard let current else { return "no match for “\(ranQuery)”" }
        return "match \(current + 1) of \(matches.count)"
    }

    /// Takes what the store found for `query` (`ChatStore.occurrences`, oldest first); the
    /// newest occurrence becomes current.
    mutating func ran(_ query: String, found: [MessageOccurrences]) {
        ranQuery = query
        isEditing = false
        matches = found.flatMap { message in
            (0..<message.count).map { Match(messageID: message.messageID, occurrence: $0) }
        }
        current = matches.isEmpty ? nil : matches.count - 1
    }
}
