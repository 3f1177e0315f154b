import Foundation

/// What a category screen lists: one character option's avatars, one topic's news, or the
/// reader's bookmarks.
public enum CategoryKind: Sendable, Hashable {
    case avatars(CharacterOption)
    case news(NewsCategory)
    /// A tag of the feed list: the news categories once feeds are configured. A string, not a
    /// `NewsCategory`: tags are whatever the user wrote, while the enum names the embedded
    /// sample's fixed topics.
    case feedTag(String)
    /// The articles the reader bookmarked, the latest bookmark first.
    case bookmarks

    /// The title shown in headers ("Cats", "Technology").
    public var title: String {
        switch self {
        case .avatars(let option): option.pluralTitle
        case .news(let category): category.title
        case .feedTag(let tag): tag
        case .bookmarks: "Bookmarks"
        }
    }

    /// True when the category lists articles.
    public var isNews: Bool {
        if case .avatars = self { return false }
        return true
    }
}

/// A category with the number of items in it; the interactors count them.
public struct CategorySummary: Sendable, Hashable, Identifiable {
    public let kind: CategoryKind
    public let count: Int
    /// How many of them are unread; nil where the category keeps no read marks of its own (the
    /// avatars, the embedded sample).
    public var unread: Int?

    /// The category itself identifies the summary.
    public var id: CategoryKind { kind }
}
