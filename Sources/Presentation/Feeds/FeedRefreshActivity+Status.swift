import Domain
import Foundation

extension FeedRefreshActivity {
    /// How long after a refresh ends its summary shows on every screen. Then it shows only
    /// where feeds are (`keepsTheSummary`), without the old items removed: "updated 17:47 · 341
    /// old items removed · 1 feed failed" beside a chat 20 minutes later told nothing new, and
    /// a feed that is down for good put "1 feed failed" on every screen for the session.
    nonisolated public static let summaryShowsEverywhereFor: TimeInterval = 5 * 60

    /// "another aichats is refreshing the feeds…" while a refresh asked for waits for that one,
    /// "refreshing 3/12" ("refreshing…" before the first report), else "updated 14:05", how many
    /// old items it removed from the cache (a feed keeps its newest 1,000) and how many feeds
    /// failed ("no feeds to refresh" when the list had none), else nil. The reasons are too long
    /// for one line: the hint says where they show, for `screen` on top (the Feeds screen shows
    /// them itself). Once the summary is old, only the feed screens and Explore show it.
    public func statusText(on screen: AppRoute? = nil) -> String? {
        if waitsForOtherRefresh { return Self.refreshingElsewhereText }
        if let progress { return progress.total == 0 ? "refreshing…" : "refreshing \(progress.done)/\(progress.total)" }
        let settled = isSummarySettled
        if settled, let screen, !Self.keepsTheSummary(screen) { return nil }
        if foundNoFeeds { return "no feeds to refresh" }
        guard let lastUpdated else { return nil }
        let removed = removedItems == 0 || settled ? "" : " · \(removedItems) old item\(removedItems == 1 ? "" : "s") removed"
        let updated = "updated " + RelativeTime.clock(lastUpdated) + removed
        guard !failures.isEmpty else { return updated }
        let failed = failures.count == 1 ? "1 feed failed" : "\(failures.count) feeds failed"
        let hint = switch screen {
        case .feeds: ""
        case .explore: " (f for details)"
        default: " (details on Feeds)"
        }
        return "\(updated) · \(failed)\(hint)"
    }

    /// The status when the bar is short of room: how many feeds failed, without the time and
    /// the hint; nil when `statusText` is short already.
    public var shortStatusText: String? {
        guard progress == nil, lastUpdated != nil, !failures.isEmpty else { return nil }
        return failures.count == 1 ? "1 feed failed" : "\(failures.count) feeds failed"
    }

    /// How long after a refresh ends its plain status ("updated 14:05") keeps its place beside
    /// a screen's keys: long enough to see the refresh end.
    nonisolated public static let statusHoldsItsPlace: TimeInterval = 60

    /// True when the status only says how things stand ("updated 14:05", "no feeds to
    /// refresh") and the refresh ended a while ago: it stays for the session, so the status bar
    /// drops it before a screen's keys. A refresh under way and failures stay.
    public var statusGivesWay: Bool {
        guard progress == nil, failures.isEmpty else { return false }
        return lastUpdated.map { clock.now().timeIntervalSince($0) >= Self.statusHoldsItsPlace } ?? true
    }

    /// True once the last refresh ended `summaryShowsEverywhereFor` ago.
    private var isSummarySettled: Bool {
        lastUpdated.map { clock.now().timeIntervalSince($0) >= Self.summaryShowsEverywhereFor } ?? false
    }

    /// The screens about feeds (a tag's category lists feed items), and Explore (the home
    /// screen, whose `f` opens Feeds), where an old summary still shows: failures stay findable.
    private static func keepsTheSummary(_ screen: AppRoute) -> Bool {
        switch screen {
        case .explore, .feeds, .feedItems, .feedArticle, .category(.feedTag): true
        default: false
        }
    }
}
