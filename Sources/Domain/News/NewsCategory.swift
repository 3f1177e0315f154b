import Foundation

/// The topic a news article belongs to.
public enum NewsCategory: String, CaseIterable, Sendable, Hashable {
    /// Technology news.
    case technology
    /// Business news.
    case business
    /// Science news.
    case science
    /// Sports news.
    case sports
    /// Entertainment news.
    case entertainment
    /// World news.
    case world

    /// The title shown in lists ("Technology").
    public var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}
