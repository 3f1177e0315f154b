import Foundation

/// What the reader did with an article: when it was read and when it was bookmarked.
public struct ArticleMarks: Sendable, Hashable {
    /// When the reader first opened it; nil while unread.
    public var readAt: Date?
    /// When the reader bookmarked it; nil when it is not bookmarked.
    public var bookmarkedAt: Date?

    public init(readAt: Date? = nil, bookmarkedAt: Date? = nil) {
        self.readAt = readAt
        self.bookmarkedAt = bookmarkedAt
    }

    /// True once the article was opened.
    public var isRead: Bool { readAt != nil }
    public var isBookmarked: Bool { bookmarkedAt != nil }
}
