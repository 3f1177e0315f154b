import Foundation

/// A feed item as a list shows it: the item, the title of its feed, and the news rules that
/// apply to it (hot by `NewsFreshness`, premium by its feed's `premium` tag).
public struct FeedHeadline: Sendable, Hashable, Identifiable {
    /// The presenters change its read and bookmark marks in place once the cache has them.
    public var item: FeedItem
    public let feedTitle: String
    /// Hot when it was read. The screens mark HOT by the same rule as of the time their ages
    /// count from, which moves on while they show.
    public let isHot: Bool
    /// Whether reading it needs an account.
    public let isPremium: Bool

    public var id: Int64 { item.id }
}
