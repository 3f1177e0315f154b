import Foundation

/// Read and bookmark marks, access and links.
extension FeedReadingInteractor {
    public func setRead(_ ids: [Int64], _ isRead: Bool) async throws { try await cache.setRead(ids, isRead) }

    /// Marks every item of the scope (that holds `searchText`, when it is not blank) read, not
    /// only the loaded window; only those cached when `knownUpTo` was the newest id, when given:
    /// what the screen counted, not what a refresh in another process stored since.
    public func markAllRead(_ scope: FeedItemScope, searchText: String = "", knownUpTo: Int64? = nil) async throws {
        var query = try scope.query(over: subscriptions(), searchText: searchText)
        query.knownUpTo = knownUpTo
        try await cache.markAllRead(query)
    }

    /// The cache's newest item id, for `markAllRead(_:searchText:knownUpTo:)`: read before the
    /// counts a screen shows.
    public func newestItemID() async throws -> Int64 { try await cache.newestItemID() }

    public func setBookmarked(_ id: Int64, _ isBookmarked: Bool) async throws {
        try await cache.setBookmarked(id, isBookmarked)
    }

    /// Bookmarks the item on screen, storing it again when a refresh removed it meanwhile; the id
    /// it is bookmarked under (see `FeedCache.keep(_:bookmarked:)`).
    public func bookmark(_ item: FeedItem) async throws -> Int64 { try await cache.keep(item, bookmarked: true) }

    /// The item on screen, stored again when a refresh removed it meanwhile (a chat about it is
    /// to start); the id it is kept under.
    public func keep(_ item: FeedItem) async throws -> Int64 { try await cache.keep(item, bookmarked: false) }

    /// Items of premium feeds need an account, as premium articles do.
    public func access(to headline: FeedHeadline) async throws -> ArticleAccess {
        try await .of(premium: headline.isPremium, profiles: profiles)
    }

    /// The schemes a link of a feed may open (`UntrustedLinkOpener`'s).
    public static let openableSchemes = UntrustedLinkOpener.openableSchemes

    /// Opens a link of an item in the browser; refuses any scheme but http and https.
    public func open(link: String) async throws {
        try await UntrustedLinkOpener(opener: opener).open(link)
    }
}
