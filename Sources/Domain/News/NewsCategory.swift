import Foundation

/// The topic a news article belongs to.
public enum NewsCategory: String, CaseIterable, Sendable, Hashable {
    case technology, business, science, sports, entertainment, world

    /// The title shown in lists ("Technology").
    public var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}
