import Foundation

/// A record of the embedded data that could not be used, and why.
public struct CatalogProblem: Sendable, Hashable, Error {
    /// The file the record came from ("avatars.json").
    public let file: String
    /// Which record: its id when it has one, otherwise its position.
    public let record: String
    public let reason: String

    public init(file: String, record: String, reason: String) {
        self.file = file
        self.record = record
        self.reason = reason
    }

    /// One line for an alert: "avatars.json, record 7: unknown character option 'dragon'".
    public var message: String { "\(file), record \(record): \(reason)" }
}

/// Records loaded from a source, plus the ones that were rejected.
public struct CatalogLoad<Item: Sendable>: Sendable {
    /// The valid records.
    public let items: [Item]
    /// The rejected records.
    public let problems: [CatalogProblem]

    public init(items: [Item], problems: [CatalogProblem] = []) {
        self.items = items
        self.problems = problems
    }
}
