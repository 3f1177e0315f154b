import Domain

/// A mark shown next to an item.
public enum Badge: Hashable, Sendable {
    /// Published within the last 24 hours.
    case hot
    /// Only for signed-in readers.
    case premium
    /// Bookmarked by the reader.
    case bookmarked
    /// An avatar the user made.
    case mine
    /// Not read yet (feed items), or holding unread items (a feed, a category).
    case unread
    /// A feed whose last fetch failed.
    case failed
    /// A feed that moved for good to another address, which the feed list does not name yet.
    case moved
}

/// One list entry as text, ready for a view to style.
public struct ItemRow: Hashable, Sendable {
    public let title: String
    /// A secondary text, shown after the title when there is room.
    public let subtitle: String?
    /// Right-aligned text: an age, a count.
    public let trailing: String?
    /// Marks before the title.
    public let badges: [Badge]
    /// True for an item already seen, such as an article that was read; it is drawn dimmed.
    public let isSeen: Bool
    /// The characters of the title a search found (by offset), drawn highlighted.
    public var titleMatch: Range<Int>?
    /// True when the title was made from the item's text (its feed gave none): drawn dimmed, as
    /// the reader draws it, so that it is not taken for the item's own title.
    public var isTitleDerived = false
    /// True in a list whose rows are marked unread (feed items, feeds): without the mark, its
    /// column stays blank, so that read and unread titles line up, as newsboat's flag column.
    public var keepsUnreadColumn = false
    /// True when the subtitle names where the row comes from (a feed item's feed): in a narrow
    /// row it keeps some room of its own, the title cut first.
    public var subtitleKeepsRoom = false

    public init(
        title: String, subtitle: String? = nil, trailing: String? = nil, badges: [Badge] = [], isSeen: Bool = false
    ) {
        self.title = title
        self.subtitle = subtitle
        self.trailing = trailing
        self.badges = badges
        self.isSeen = isSeen
    }

    /// The row for an avatar: name, description, popularity, and a mark on the user's own
    /// unless `markMine` is false (in a list of only the user's avatars).
    public static func avatar(_ avatar: Avatar, markMine: Bool = true) -> ItemRow {
        ItemRow(title: avatar.name, subtitle: avatar.description, trailing: "♥ " + CompactCount.string(avatar.popularity),
                badges: markMine && avatar.isUserMade ? [.mine] : [])
    }

    /// The row for a headline: title, age, hot, premium and bookmark marks, dimmed once read.
    public static func headline(_ headline: Headline, time: RelativeTime) -> ItemRow {
        var badges: [Badge] = time.isHot(headline.article.publishedAt) ? [.hot] : []
        if headline.article.isPremium { badges.append(.premium) }
        if headline.marks.isBookmarked { badges.append(.bookmarked) }
        return ItemRow(
            title: headline.article.title, subtitle: headline.article.source,
            trailing: time.string(for: headline.article.publishedAt), badges: badges, isSeen: headline.marks.isRead)
    }

    /// The row for a category: its title and count. One that keeps read marks (a feed tag)
    /// counts "unread/total" always, "0/2" once all is read and dimmed then, as the Feeds screen
    /// shows a feed: a bare "2" beside it would read as two unread, in the column where an avatar
    /// kind's size stands. With unread items it is marked; without, its title still lines up
    /// with the marked ones'. A tag whose every feed failed is marked so instead, as Feeds marks
    /// a failed feed (its unread count stays in "1/2").
    public static func category(_ summary: CategorySummary) -> ItemRow {
        let kind: String
        switch summary.kind {
        case .avatars: kind = "avatars"
        case .news, .feedTag, .bookmarks: kind = "news"
        }
        guard let unread = summary.unread else {
            return ItemRow(title: summary.kind.title, subtitle: kind, trailing: "\(summary.count)")
        }
        var row = ItemRow(title: summary.kind.title, subtitle: kind, trailing: "\(unread)/\(summary.count)",
                          badges: summary.isFailed ? [.failed] : unread > 0 ? [.unread] : [],
                          isSeen: unread == 0 && !summary.isFailed)
        row.keepsUnreadColumn = true
        return row
    }
}
