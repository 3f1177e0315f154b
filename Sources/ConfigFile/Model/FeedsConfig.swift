/// The `[feeds]` table; a nil field keeps the app's own default. Only the parser makes one.
public struct FeedsConfig: Sendable, Equatable {
    /// `max_items`: how many items the cache keeps of a feed (its newest, besides bookmarks and
    /// the last fetch's items); 0 keeps every item, as newsboat's `max-items 0`.
    public var maxItems: Int?
}
