import Domain

/// What an item list says in place of "No items yet" when its feeds' last fetches failed: one
/// feed's reason, as that feed's own list says it, else how many failed (Feeds says why each did).
public enum FeedFetchFailure: Hashable, Sendable {
    /// The one failed feed's reason; `feed` names it in a list of several feeds.
    case one(reason: String, feed: String?)
    /// `count` of the list's `of` feeds failed.
    case several(count: Int, of: Int)

    /// What failed among `feeds`, the list's; nil when none did.
    static func among(_ feeds: [FeedOverview]) -> FeedFetchFailure? {
        let failed = feeds.filter { $0.failure != nil }
        guard let first = failed.first, let reason = first.failure else { return nil }
        if failed.count > 1 { return .several(count: failed.count, of: feeds.count) }
        return .one(reason: reason, feed: feeds.count > 1 ? first.title : nil)
    }
}
