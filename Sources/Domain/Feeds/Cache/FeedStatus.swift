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
    /// When the feed's current run of failed fetches began, nil once a fetch succeeded.
    public var failingSince: Date?
    /// How many fetches in a row failed, 0 once one succeeded.
    public var failedFetches: Int
    /// Where the feed moved for good (every redirect of a fetch permanent), nil when its last
    /// successful fetch was not so redirected: kept through later failures, so that the new
    /// address is still said when the old one stops answering.
    public var movedTo: String?
    /// Since when `movedTo` has been said by the fetches.
    public var movedSince: Date?
    public var unreadCount: Int
    public var totalCount: Int

    public init(
        feed: String, title: String = "", siteLink: String = "", validators: FeedValidators = .init(),
        lastSuccess: Date? = nil, lastError: String? = nil, lastErrorAt: Date? = nil, failingSince: Date? = nil,
        failedFetches: Int = 0, movedTo: String? = nil, movedSince: Date? = nil, unreadCount: Int = 0, totalCount: Int = 0
    ) {
        self.feed = feed
        self.title = title
        self.siteLink = siteLink
        self.validators = validators
        self.lastSuccess = lastSuccess
        self.lastError = lastError
        self.lastErrorAt = lastErrorAt
        self.failingSince = failingSince
        self.failedFetches = failedFetches
        self.movedTo = movedTo
        self.movedSince = movedSince
        self.unreadCount = unreadCount
        self.totalCount = totalCount
    }
}
