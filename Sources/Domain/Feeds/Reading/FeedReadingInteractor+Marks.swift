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
    /// it is bookmarked under (see `FeedCache.keepBookmarked(_:)`).
    public func bookmark(_ item: FeedItem) async throws -> Int64 { try await cache.keepBookmarked(item) }

    /// Items of premium feeds need an account, as premium articles do.
    public func access(to headline: FeedHeadline) async throws -> ArticleAccess {
        try await .of(premium: headline.isPremium, profiles: profiles)
    }

    /// The schemes a link of a feed may open: a feed is untrusted, and `javascript:` or `data:`
    /// in a browser would run what it wrote, `file:` show the user's own files as the feed chose.
    /// The same as the browser opener's (`URLOpener`), so that one message says the rule.
    public static let openableSchemes: Set<String> = ["http", "https"]

    /// Opens a link of an item in the browser; refuses any scheme but http and https.
    public func open(link: String) async throws {
        let trimmed = link.trimmingCharacters(in: .whitespaces)
        guard let url = URL(string: trimmed), let scheme = url.scheme?.lowercased(), Self.openableSchemes.contains(scheme)
        else {
            throw DomainError.invalidInput("only http and https links can be opened, not \(Self.schemeName(trimmed))")
        }
        try await opener.open(url)
    }

    private static func schemeName(_ link: String) -> String {
        guard let colon = link.firstIndex(of: ":") else { return "“\(link.prefix(40))”" }
        return link[..<colon].lowercased() + ":"
    }
}
