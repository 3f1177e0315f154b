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
        case .feedTag(let tag): Self.title(ofTag: tag)
        case .bookmarks: "Bookmarks"
        }
    }

    /// A tag's title: the tag as written, unless it reads as the title of a category that
    /// Explore lists beside the tags (a tag "Men" or "bookmarks", as newsboat users have): then
    /// "Men (tag)", so that the two rows, and the two screens they open, are told apart. A tag
    /// "Assistants" shows as written: Explore lists that category only once the user made an
    /// assistant (`isAlwaysListed`), and a feed's tag is not renamed for a row that is not there.
    public static func title(ofTag tag: String) -> String {
        let characters = CharacterOption.allCases.filter(\.isAlwaysListed)
        let builtIn = characters.map(\.pluralTitle) + [CategoryKind.bookmarks.title]
        let trimmed = tag.trimmingCharacters(in: .whitespaces)
        return builtIn.contains { $0.caseInsensitiveCompare(trimmed) == .orderedSame } ? "\(tag) (tag)" : tag
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
    /// True for a feed tag whose every feed failed at its last fetch: Explore marks it as the
    /// Feeds screen marks a failed feed. One failed feed among working ones does not mark the
    /// tag, whose unread mark would then be lost for a feed that Feeds names anyway.
    public var isFailed = false

    /// The category itself identifies the summary.
    public var id: CategoryKind { kind }
}
