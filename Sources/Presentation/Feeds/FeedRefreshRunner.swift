import Domain
import Foundation

/// How the UI runs a refresh: Domain's `FeedRefresher`, adapted where the app is composed, so
/// the presenters depend on no refresher type.
public struct FeedRefreshRunner: Sendable {
    /// One report of Domain's kind: how many feeds are done of how many, and what the last one came to.
    public typealias Report = @Sendable (FeedRefreshProgress) async -> Void

    /// What a refresh came to: it ran, or another aichats on the same data folder was refreshing
    /// (`FeedRefreshLock`) and nothing was fetched.
    public enum Outcome: Sendable {
        case refreshed
        case refreshingElsewhere
    }

    /// Refreshes `feeds` (URLs), or every feed when nil, calling `report` after each feed.
    public var refresh: @Sendable (_ feeds: [String]?, _ report: @escaping Report) async -> Outcome
    /// When every listed feed had last been fetched (the oldest of their last fetches), for the
    /// refresh at start (a feed never fetched left out); nil when none was.
    public var lastRefresh: @Sendable () async -> Date?
    /// Returns once the other aichats' refresh has ended (or the task is cancelled).
    public var waitForOtherRefresh: @Sendable () async -> Void
    /// True when every listed feed was fetched since the date, by this aichats or another.
    public var everyFeedFetched: @Sendable (_ since: Date) async -> Bool
    /// The shared cache's mark now, by which a tick left out tells that another aichats stored
    /// something since the screens loaded; nil when it cannot be read.
    public var cacheMark: @Sendable () async -> FeedCacheMark?

    public init(
        refresh: @escaping @Sendable (_ feeds: [String]?, _ report: @escaping Report) async -> Outcome,
        lastRefresh: @escaping @Sendable () async -> Date?,
        waitForOtherRefresh: @escaping @Sendable () async -> Void,
        everyFeedFetched: @escaping @Sendable (_ since: Date) async -> Bool,
        cacheMark: @escaping @Sendable () async -> FeedCacheMark? = { nil }
    ) {
        self.refresh = refresh
        self.lastRefresh = lastRefresh
        self.waitForOtherRefresh = waitForOtherRefresh
        self.everyFeedFetched = everyFeedFetched
        self.cacheMark = cacheMark
    }

    /// A runner alone on its feeds: every refresh runs, and none ran elsewhere.
    public init(
        refresh: @escaping @Sendable (_ feeds: [String]?, _ report: @escaping Report) async -> Void,
        lastRefresh: @escaping @Sendable () async -> Date?
    ) {
        self.init(
            refresh: { feeds, report in
                await refresh(feeds, report)
                return .refreshed
            },
            lastRefresh: lastRefresh, waitForOtherRefresh: {}, everyFeedFetched: { _ in false })
    }

    /// Refreshes nothing: the app before a refresher is connected.
    public static let none = FeedRefreshRunner(refresh: { _, _ in }, lastRefresh: { nil })
}
