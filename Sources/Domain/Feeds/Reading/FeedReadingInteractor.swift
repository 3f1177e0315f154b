import Foundation

/// Reading the subscribed feeds from the cache: the Feeds screen, the item lists, Explore's live
/// news and categories, and the reader. Lists are always read in windows, never whole.
public struct FeedReadingInteractor: Sendable {
    let list: any FeedListStore
    let cache: any FeedCache
    let profiles: any ProfileService
    let opener: any URLOpener
    let editor: any FeedListEditor
    let clock: NowProvider

    public init(
        list: any FeedListStore, cache: any FeedCache, profiles: any ProfileService, opener: any URLOpener,
        editor: any FeedListEditor, clock: NowProvider
    ) {
        self.list = list
        self.cache = cache
        self.profiles = profiles
        self.opener = opener
        self.editor = editor
        self.clock = clock
    }

    /// The feeds lists show: the feed list's, without the hidden ones.
    public func subscriptions() throws -> [FeedSubscription] { try readList().feeds.filter { !$0.isHidden } }

    /// Whether the list still names the feed `url` (in any spelling, hidden or not): another
    /// shell may have removed it since a screen opened it.
    public func isListed(_ url: String) throws -> Bool {
        guard let address = try? FeedAddress(url) else { return false }
        return try readList().feed(at: address) != nil
    }

    func readList() throws -> FeedList {
        do { return try list.list() } catch { throw DomainError.unavailable("the feed list: \(error.message)") }
    }

    /// Each feed's status in the cache, by feed URL.
    func statusesByFeed() async throws -> [String: FeedStatus] {
        Dictionary(try await cache.statuses().map { ($0.feed, $0) }) { first, _ in first }
    }

    /// True when the feed list names a feed to show: live news then replaces the embedded sample.
    /// An unreadable list counts as none, so the app still shows news.
    public var isConfigured: Bool { ((try? subscriptions()) ?? []).isEmpty == false }

    /// The feeds whose title or address contains the query (the Feeds screen's filter).
    public static func filter(_ feeds: [FeedOverview], by query: String) -> [FeedOverview] {
        feeds.filter { TextMatch.matches(query, in: [$0.title, $0.subscription.address.shown]) }
    }

    /// Every visible feed in the list's order, with its counts, last update and last failure.
    public func overviews() async throws -> [FeedOverview] { try await feedsOverview().feeds }

    /// How many items the scope has (those that hold `searchText`, when it is not blank), in all
    /// or unread.
    public func count(_ scope: FeedItemScope, unreadOnly: Bool = false, searchText: String = "") async throws -> Int {
        try await cache.count(scope.query(over: subscriptions(), unreadOnly: unreadOnly, searchText: searchText))
    }

    /// How many items the scope has (those that hold `searchText`, when it is not blank), and how
    /// many of them are unread.
    public func counts(_ scope: FeedItemScope, searchText: String = "") async throws -> (all: Int, unread: Int) {
        try await cache.counts(scope.query(over: subscriptions(), searchText: searchText))
    }

    /// `limit` items of the scope from `offset`, newest first, with the news rules applied, for a
    /// list: without their content and links (empty), the bulk of an item, which only the
    /// article shows (`headline(id:)`).
    public func headlines(
        _ scope: FeedItemScope, offset: Int, limit: Int, unreadOnly: Bool = false, searchText: String = ""
    ) async throws -> [FeedHeadline] {
        let listed = try readList().feeds
        var query = scope.query(
            over: listed.filter { !$0.isHidden }, unreadOnly: unreadOnly, limit: limit, offset: offset, searchText: searchText)
        query.includesContent = false
        let items = try await cache.items(query)
        return try await headlines(for: items, feeds: listed)
    }

    /// Where item `id` is in the list `headlines` gives for the same scope, filter and search;
    /// nil when that list does not hold it.
    public func position(
        of id: Int64, in scope: FeedItemScope, unreadOnly: Bool = false, searchText: String = ""
    ) async throws -> Int? {
        let listed = try readList().feeds
        let query = scope.query(over: listed.filter { !$0.isHidden }, unreadOnly: unreadOnly, limit: 1, offset: 0, searchText: searchText)
        return try await cache.position(of: id, in: query)
    }

    /// One item as a headline; nil when the cache no longer has it.
    public func headline(id: Int64) async throws -> FeedHeadline? {
        guard let item = try await cache.item(id: id) else { return nil }
        return try await headlines(for: [item], feeds: (try? list.list().feeds) ?? []).first
    }

    /// `feeds`: the whole feed list, hidden feeds too. An item of a hidden feed, or of a feed no
    /// longer listed (a bookmark outlives both), names its feed as the cache knows it, and says so.
    func headlines(for items: [FeedItem], feeds: [FeedSubscription]) async throws -> [FeedHeadline] {
        let titles = try await cache.feedTitles()
        let feedsByAddress = Dictionary(feeds.map { ($0.address.text, $0) }) { first, _ in first }
        return items.map { item in
            let feed = feedsByAddress[item.feed]
            return FeedHeadline(
                item: item, feedTitle: Self.feedTitle(of: item.feed, listed: feed, own: titles[item.feed]),
                isPremium: feed?.needsAccount ?? false)
        }
    }

    /// "Gen A", "Gen A (hidden feed)", "Gen A (removed feed)".
    static func feedTitle(of url: String, listed: FeedSubscription?, own: String?) -> String {
        guard let listed else { return (own.flatMap { $0.isEmpty ? nil : $0 } ?? FeedAddress.masked(url)) + " (removed feed)" }
        let title = FeedOverview.title(of: listed, own: own)
        return listed.isHidden ? title + " (hidden feed)" : title
    }
}
