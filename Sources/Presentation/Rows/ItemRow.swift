import Domain

/// A mark shown next to an item.
public enum Badge: Hashable, Sendable {
    /// Published within the last 24 hours.
    case hot
    /// Only for signed-in readers.
    case premium
}

/// One list entry as text, ready for a view to style.
public struct ItemRow: Hashable, Sendable {
    /// The main text.
    public let title: String
    /// A secondary text, shown after the title when there is room.
    public let subtitle: String?
    /// Right-aligned text: an age, a count.
    public let trailing: String?
    /// Marks before the title.
    public let badges: [Badge]

    /// Creates a row.
    public init(title: String, subtitle: String? = nil, trailing: String? = nil, badges: [Badge] = []) {
        self.title = title
        self.subtitle = subtitle
        self.trailing = trailing
        self.badges = badges
    }

    /// The row for an avatar: name, description, popularity.
    public static func avatar(_ avatar: Avatar) -> ItemRow {
        ItemRow(title: avatar.name, subtitle: avatar.description, trailing: "♥ " + CompactCount.string(avatar.popularity))
    }

    /// The row for a headline: title, age, hot and premium marks.
    public static func headline(_ headline: Headline, time: RelativeTime) -> ItemRow {
        var badges: [Badge] = headline.isHot ? [.hot] : []
        if headline.article.isPremium { badges.append(.premium) }
        return ItemRow(
            title: headline.article.title, subtitle: headline.article.source,
            trailing: time.string(for: headline.article.publishedAt), badges: badges)
    }

    /// The row for a category: its title and count.
    public static func category(_ summary: CategorySummary) -> ItemRow {
        let kind: String
        switch summary.kind {
        case .avatars: kind = "avatars"
        case .news: kind = "news"
        }
        return ItemRow(title: summary.kind.title, subtitle: kind, trailing: "\(summary.count)")
    }
}
