import Foundation

/// A feed item as a list shows it: the item, the title of its feed, and whether reading it needs
/// an account (its feed's `premium` tag). Whether it is HOT is for the screens to say
/// (`NewsFreshness` as of the time their ages count from, which moves on while they show).
public struct FeedHeadline: Sendable, Hashable, Identifiable {
    /// The presenters change its read and bookmark marks in place once the cache has them.
    public var item: FeedItem
    public let feedTitle: String
    /// Whether reading it needs an account.
    public let isPremium: Bool

    public var id: Int64 { item.id }
}
