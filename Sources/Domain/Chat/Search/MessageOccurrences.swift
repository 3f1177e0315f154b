import Foundation

/// A message of a chat that holds a search's query, and how many times (`ChatStore.occurrences`).
public struct MessageOccurrences: Sendable, Hashable {
    public let messageID: UUID
    public let count: Int

    public init(messageID: UUID, count: Int) {
        self.messageID = messageID
        self.count = count
    }

    /// How many times `query` occurs in `text`, case ignored, not overlapping: the one rule of a
    /// search in a chat, for every store and for the highlights on screen.
    public static func count(of query: String, in text: String) -> Int {
        guard !query.isEmpty else { return 0 }
        var count = 0, rest = text[...]
        while let found = rest.range(of: query, options: [.caseInsensitive]) {
            count += 1
            rest = rest[found.upperBound...]
        }
        return count
    }

    /// The messages of `messages` that hold `query`, in their order, with their counts.
    public static func find(_ query: String, in messages: [ChatMessage]) -> [MessageOccurrences] {
        messages.compactMap { message in
            let count = count(of: query, in: message.text)
            return count > 0 ? MessageOccurrences(messageID: message.id, count: count) : nil
        }
    }
}
