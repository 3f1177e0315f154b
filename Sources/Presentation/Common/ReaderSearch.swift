import Domain

/// A search in a reader's text (`/`): what is typed at the prompt, and once Enter ran it, where
/// the query occurs in the text as the view laid it out (folded by `TextFolding`: any case, any
/// accents), line by line, and which occurrence is shown.
public struct ReaderSearch: Sendable {
    /// One occurrence: the laid-out line, and which occurrence in it (from 0).
    public struct Match: Sendable, Hashable {
        public let line: Int
        public let occurrence: Int
    }

    /// What is typed at the prompt.
    public var query = TextInput()
    /// True while the prompt takes the keys; false once Enter ran the search.
    public internal(set) var isEditing = true
    /// The query that ran, and its occurrences, first to last.
    public internal(set) var ranQuery = ""
    public internal(set) var matches: [Match] = []
    /// The index in `matches` of the occurrence shown, nil when there is none.
    public internal(set) var current: Int?
    /// "Search wrapped to the top" after n or N went round, until the next move.
    public internal(set) var wrapNote: String?
    /// The lines the matches were found in: n and N search again when the text was laid out
    /// anew (a new width), as they find other lines.
    var lines: [String] = []

    /// The current occurrence.
    public var currentMatch: Match? { current.map { matches[$0] } }

    /// The current occurrence if `lines`, the text as laid out now, are the lines searched: after
    /// a resize laid the text out anew, its line and place name another word until n or N.
    public func currentMatch(in lines: [String]) -> Match? { lines == self.lines ? currentMatch : nil }

    /// "match 2 of 7", or "No match for “x”"; with the wrap, if the last move went round.
    public var status: String {
        guard let current else { return "No match for “\(ranQuery)”" }
        return "match \(current + 1) of \(matches.count)" + (wrapNote.map { " · \($0)" } ?? "")
    }

    /// Where `query` occurs in `line`, folded as the search folds it: what the view highlights.
    public static func occurrences(of query: String, in line: String) -> [Range<String.Index>] {
        TextFolding.ranges(of: TextFolding.folded(query), in: line)
    }

    /// Runs the typed query over `lines`; the first occurrence at or after line `top` becomes
    /// current (the first of all when there is none below).
    mutating func run(over lines: [String], from top: Int) {
        ranQuery = query.text
        isEditing = false
        self.lines = lines
        wrapNote = nil
        let folded = TextFolding.folded(ranQuery)
        // `contains` is the fast test; only the lines that hold the query are searched for where.
        matches = lines.enumerated().filter { TextFolding.contains(folded, in: $0.element) }.flatMap { index, line in
            TextFolding.ranges(of: folded, in: line).indices.map { Match(line: index, occurrence: $0) }
        }
        current = matches.isEmpty ? nil : matches.firstIndex { $0.line >= top } ?? 0
    }

    /// The next (`forward`) or previous occurrence, round at the ends, saying so when it goes round.
    mutating func move(forward: Bool) {
        guard let current else { return }
        let count = matches.count, next = current + (forward ? 1 : -1)
        self.current = (next + count) % count
        wrapNote = count > 1 && !(0..<count).contains(next)
            ? (forward ? "Search wrapped to the top" : "Search wrapped to the bottom") : nil
    }
}
