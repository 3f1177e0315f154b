import Foundation

/// What the cache knows about one feed: for the Feeds screen and the next conditional fetch.
public struct FeedStatus: Sendable, Hashable {
    public var feed: String
    /// The feed's own title, empty until a fetch succeeded.
    public var title: String
    public var siteLink: String
    public var validators: FeedValidators
    public var lastSuccess: Date?
    /// The reason of the last failed fetch, nil once a later fetch succeeded.
    public var lastError: String?
    public var lastErrorAt: Date?
    public var unreadCount: Int
    public var totalCount: Int

    public init(
        feed: String, title: String = "", siteLink: String = "", validators: FeedValidators = .init(),
        lastSuccess: Date? = nil, lastError: String? = nil, lastErrorAt: Date? = nil, unreadCount: Int = 0,
        totalCount: Int = 0
    ) {
        self.feed = feed
        self.title = title
        self.siteLink = siteLink
        self.validators = validators
        self.lastSuccess = lastSuccess
        self.lastError = lastError
        self.lastErrorAt = lastErrorAt
        self.unreadCount = unreadCount
        self.totalCount = totalCount
    }
}
