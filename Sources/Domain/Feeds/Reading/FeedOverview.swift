import Foundation

/// One subscribed feed as the Feeds screen shows it: the list's subscription with what the cache
/// knows about it (nothing before its first fetch).
public struct FeedOverview: Sendable, Hashable, Identifiable {
    public let subscription: FeedSubscription
    public let status: FeedStatus?

    public init(subscription: FeedSubscription, status: FeedStatus?) {
        self.subscription = subscription
        self.status = status
    }

    public var id: String { subscription.address.text }

    /// The user's `~Title`, else the feed's own title, else its URL (its password masked).
    public var title: String { Self.title(of: subscription, own: status?.title) }

    static func title(of subscription: FeedSubscription, own: String?) -> String {
        if let title = subscription.title, !title.isEmpty { return title }
        if let own, !own.isEmpty { return own }
        return subscription.address.shown
    }

    public var unreadCount: Int { status?.unreadCount ?? 0 }
    public var totalCount: Int { status?.totalCount ?? 0 }
    /// The last time a fetch of the feed succeeded; nil while none has.
    public var lastSuccess: Date? { status?.lastSuccess }
    /// Why the last fetch failed; nil when it succeeded (or none was made).
    public var failure: String? { status?.lastError }
    /// When the last fetch failed; nil when it succeeded (or none was made).
    public var failedAt: Date? { failure == nil ? nil : status?.lastErrorAt }

    /// When the current run of failed fetches began, and how many failed in a row: nil and 0
    /// unless the last fetch failed.
    public var failingSince: Date? { failure == nil ? nil : status?.failingSince ?? status?.lastErrorAt }
    public var failedFetches: Int { failure == nil ? 0 : max(1, status?.failedFetches ?? 1) }
    /// Where the feed moved for good, as its fetches said (kept when the old address fails
    /// later); nil when it did not move, or the list names that address already.
    public var movedTo: String? { status?.movedTo }

    /// What a list of only the unread feeds keeps (`l` on Feeds): a failed feed too, so that the
    /// list still shows why it failed.
    public var isUnreadOrFailed: Bool { unreadCount > 0 || failure != nil }
}
