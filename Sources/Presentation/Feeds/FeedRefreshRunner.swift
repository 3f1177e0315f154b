import Domain
import Foundation

/// One report of a running refresh: how many feeds are done of how many, and what the last one
/// came to.
public struct FeedRefreshStep: Sendable, Hashable {
    public var done: Int
    public var total: Int
    /// The feed just finished; nil for the report that a refresh started.
    public var feed: String?
    /// Why that feed failed, if it did.
    public var failure: String?
    /// How many new items it brought.
    public var newItems: Int

    public init(done: Int, total: Int, feed: String? = nil, failure: String? = nil, newItems: Int = 0) {
        self.done = done
        self.total = total
        self.feed = feed
        self.failure = failure
        self.newItems = newItems
    }
}

/// How the UI runs a refresh: Domain's `FeedRefresher`, adapted where the app is composed, so
/// the presenters depend on no refresher type.
public struct FeedRefreshRunner: Sendable {
    public typealias Report = @Sendable (FeedRefreshStep) async -> Void
    /// Refreshes `feeds` (URLs), or every feed when nil, calling `report` after each feed.
    public var refresh: @Sendable (_ feeds: [String]?, _ report: @escaping Report) async -> Void
    /// The newest last success over every feed, for the refresh at start.
    public var lastRefresh: @Sendable () async -> Date?

    public init(
        refresh: @escaping @Sendable (_ feeds: [String]?, _ report: @escaping Report) async -> Void,
        lastRefresh: @escaping @Sendable () async -> Date?
    ) {
        self.refresh = refresh
        self.lastRefresh = lastRefresh
    }

    /// Refreshes nothing: the app before a refresher is connected.
    public static let none = FeedRefreshRunner(refresh: { _, _ in }, lastRefresh: { nil })
}
