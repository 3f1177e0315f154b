import Foundation

/// The models a backend's server lists, as the model picker offers them.
public struct ModelList: Sendable, Equatable {
    /// The ids offered, each exactly as the server gave it: a picked one is sent back as is.
    public var ids: [String]
    /// The ids the server listed that hold control or bidi characters, cleaned for showing. They
    /// are not offered: shown as they are they could rewrite the screen, and a cleaned id sent
    /// back would name a model the server does not have.
    public var unusable: [String]
    /// True when the server lists no models (it has no `/models`): `ids` is the configured
    /// model alone, and the picker says why.
    public var isUnlisted: Bool

    public init(ids: [String], unusable: [String] = [], isUnlisted: Bool = false) {
        self.ids = ids
        self.unusable = unusable
        self.isUnlisted = isUnlisted
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
