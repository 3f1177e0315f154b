import Foundation

/// The models a backend's server lists, as the model picker offers them.
public struct ModelList: Sendable, Equatable {
    /// The ids offered, each exactly as the server gave it: a picked one is sent back as is.
    public var ids: [String]
    /// The ids the server listed that hold control or bidi characters, cleaned for showing. They
    /// are not offered: shown as they are they could rewrite the screen, and a cleaned id sent
    /// back would name a model the server does not have.
    public var unusable: [String]
    /// Why the server gave no list, when it gave none: `ids` is then the configured model
    /// alone, and the picker says why.
    public var unlisted: Unlisted?

    /// Why a server's models are not listed.
    public enum Unlisted: Sendable, Equatable {
        /// It has no `/models` (404).
        case noModelsEndpoint
        /// Its `/models` wants a key (401, 403) and none is configured: some servers chat without one.
        case listWantsKey(status: Int)
    }

    public init(ids: [String], unusable: [String] = [], unlisted: Unlisted? = nil) {
        self.ids = ids
        self.unusable = unusable
        self.unlisted = unlisted
    }

    /// The ids with their numbers in order, as a person counts (`v15` before `v105`), as
    /// Finder and `ls -v` sort; ids that compare the same so are in code point order.
    public static func naturallySorted(_ ids: some Sequence<String>) -> [String] {
        ids.sorted {
            switch $0.compare($1, options: .numeric) {
            case .orderedAscending: true
            case .orderedDescending: false
            case .orderedSame: $0 < $1
            }
        }
    }
}
