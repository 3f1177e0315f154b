import Foundation

/// One item of a subscribed feed, as the cache keeps it.
public struct FeedItem: Sendable, Hashable, Identifiable {
    /// The cache's own id: stable while the item is cached, also when it changes upstream, so a
    /// selection can be kept by it across refreshes.
    public var id: Int64
    /// The feed's URL as the feed list writes it.
    public var feed: String
    public var guid: String
    public var link: String
    public var title: String
    public var author: String
    public var published: Date?
    public var updated: Date?
    /// When a refresh first stored the item; what an item without a readable date is sorted by.
    public var firstSeen: Date
    public var summaryText: String
    public var contentText: String
    /// The targets of the `[N]` markers in the texts; index 0 is `[1]`.
    public var links: [String]
    public var isRead: Bool
    public var isBookmarked: Bool

    public init(
        id: Int64, feed: String, guid: String = "", link: String = "", title: String = "", author: String = "",
        published: Date? = nil, updated: Date? = nil, firstSeen: Date, summaryText: String = "",
        contentText: String = "", links: [String] = [], isRead: Bool = false, isBookmarked: Bool = false
    ) {
        self.id = id
        self.feed = feed
        self.guid = guid
        self.link = link
        self.title = title
        self.author = author
        self.published = published
        self.updated = updated
        self.firstSeen = firstSeen
        self.summaryText = summaryText
        self.contentText = contentText
        self.links = links
        self.isRead = isRead
        self.isBookmarked = isBookmarked
    }

    /// The instant every list sorts by and every age and HOT mark is measured from: see
    /// `sortDate(published:firstSeen:)`.
    public var sortDate: Date { Self.sortDate(published: published, firstSeen: firstSeen) }

    /// How far a published date may be ahead of the time the item was first seen: clocks of
    /// servers and this machine differ by seconds or minutes.
    public static let clockSkew: TimeInterval = 300

    /// The published date, else the first-seen time. A date further ahead of the first-seen time
    /// than `clockSkew` (a feed's wrong clock, a mistyped year) is taken as no date: the item was
    /// out when a refresh first stored it, and is not pinned above all other news for ever. The
    /// cache's `sort_date` column holds this instant.
    public static func sortDate(published: Date?, firstSeen: Date) -> Date {
        guard let published, published.timeIntervalSince(firstSeen) <= clockSkew else { return firstSeen }
        return published
    }
}
