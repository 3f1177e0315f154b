import Domain
import Foundation

/// What the Feeds screen says under its list of the selected feed's last fetch: why it failed,
/// since when a run of failures goes on, and where a feed that moved for good went, with the key
/// that puts the new address in the feed list.
public enum FeedFetchNote {
    /// Nil when there is nothing to say: the last fetch went well and the feed did not move.
    public static func text(for feed: FeedOverview, now: Date, timeZone: TimeZone = .current) -> String? {
        let moved = feed.movedTo.map(LinkDisplay.shown)
        guard let failure = feed.failure else {
            return moved.map { "Moved to \($0) (a permanent redirect): M puts the new address in your feed list" }
        }
        let start: String
        if feed.failedFetches >= 2, let since = feed.failingSince {
            let when = MessageTime.day(since, now: now, timeZone: timeZone) ?? RelativeTime.clock(since, timeZone: timeZone)
            start = "Failing since \(when) (\(feed.failedFetches) fetches): "
        } else {
            start = moved == nil ? feed.title + " failed: " : "The last fetch failed: "
        }
        guard let moved else { return start + failure }
        return start + failure + ". It had moved to \(moved): M puts the new address in your feed list"
    }
}
