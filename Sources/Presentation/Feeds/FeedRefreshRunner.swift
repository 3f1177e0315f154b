import Domain
import Foundation

/// How the UI runs a refresh: Domain's `FeedRefresher`, adapted where the app is composed, so
/// the presenters depend on no refresher type.
public struct FeedRefreshRunner: Sendable {
    /// One report of Domain's kind: how many feeds are done of how many, and what the last one came to.
    public typealias Report = @Sendable (FeedRefreshProgress) async -> Void
    /// Refreshes `feeds` (URLs), or every feed when nil, calling `report` after each feed.
    public var refresh: @Sendable (_ feeds: [String]?, _ report: @escaping Report) async -> Void
    /// When every listed feed had last been fetched (the oldest of their last fetches), for the
    /// refresh at start (a feed never fetched left out); nil when none was.
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
