import Domain
import Foundation
import GRDB

extension SQLiteFeedCache {
    /// Every feed with its unread and total counts, counted in one pass over the covering index
    /// `item_by_feed_read` (two counts per feed read each item twice).
    static let statusSQL = """
        SELECT url, title, site_link, etag, last_modified, last_success, last_error, last_error_at,
            coalesce(counts.unread, 0), coalesce(counts.total, 0), failing_since, failed_fetches, moved_to, moved_since
        FROM feed LEFT JOIN (SELECT feed, sum(read = 0) AS unread, count(*) AS total FROM item GROUP BY feed) AS counts
            ON counts.feed = feed.url
        ORDER BY url
        """

    public func statuses() async throws -> [FeedStatus] {
        try await database.read { db in
            try Row.fetchAll(db, sql: Self.statusSQL).map { row in
                FeedStatus(
                    feed: row[0], title: UntrustedText.clean(row[1]), siteLink: UntrustedText.clean(row[2]),
                    validators: FeedValidators(etag: row[3], lastModified: row[4]),
                    lastSuccess: (row[5] as Double?).map(Date.init(storedValue:)),
                    lastError: (row[6] as String?).map(UntrustedText.clean),
                    lastErrorAt: (row[7] as Double?).map(Date.init(storedValue:)),
                    failingSince: (row[10] as Double?).map(Date.init(storedValue:)), failedFetches: row[11],
                    movedTo: (row[12] as String?).map(UntrustedText.clean),
                    movedSince: (row[13] as Double?).map(Date.init(storedValue:)),
                    unreadCount: row[8], totalCount: row[9])
            }
        }
    }

    public func feedTitles() async throws -> [String: String] {
        try await database.read(Self.feedTitles)
    }

    static func feedTitles(_ db: Database) throws -> [String: String] {
        var titles: [String: String] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT url, title FROM feed") {
            titles[row[0]] = UntrustedText.clean(row[1] as String? ?? "")
        }
        return titles
    }

    /// The titles the cache in `folder` holds for its feeds, read without opening the database
    /// for writing (`DatabaseProbe`: nothing in the folder changes): for `aichats feeds export`,
    /// which names feeds as the app does. Empty when there is no database or it cannot be read.
    public static func feedTitles(inFolder folder: URL) -> [String: String] {
        let path = folder.appendingPathComponent(AppDatabase.fileName).path
        guard FileManager.default.fileExists(atPath: path) else { return [:] }
        return (try? DatabaseProbe.withReadOnlyConnection(to: path, feedTitles)) ?? [:]
    }

    public func items(_ query: FeedItemQuery) async throws -> [FeedItem] {
        guard query.limit > 0 else { return [] }
        return try await database.read { db in
            let filter = try Self.filter(query, db)
            let rows = try Row.fetchCursor(
                db, sql: filter.windowSQL, arguments: filter.arguments + [query.limit, max(0, query.offset)])
            return try Array(rows.map(FeedItemRow.item))
        }
    }

    /// Counts the listed items above it, through `item_by_date`: no row is read whole. The newer
    /// dates and the same date's larger ids are counted apart, each a range of the index: one
    /// count of `sort_date > ? OR (sort_date = ? AND id > ?)` tested the OR on every entry,
    /// 2.5 times as long (75 ms against 29 ms for an item 160,000 rows down).
    public func position(of id: Int64, in query: FeedItemQuery) async throws -> Int? {
        try await database.read { db in
            let filter = try Self.filter(query, db)
            guard let date = try DatabaseValue.fetchOne(db, sql: "SELECT sort_date FROM item WHERE id = ?", arguments: [id]),
                  try Int.fetchOne(db, sql: filter.countSQL + (filter.conditions.isEmpty ? " WHERE" : " AND") + " id = ?",
                                   arguments: filter.arguments + [id]) == 1
            else { return nil }
            return try Int.fetchOne(db, sql: filter.positionSQL, arguments: filter.arguments + [date] + filter.arguments + [date, id])
        }
    }

    public func item(id: Int64) async throws -> FeedItem? {
        try await database.read { db in
            try Row.fetchOne(db, sql: "SELECT \(FeedItemRow.columns) FROM item WHERE id = ?", arguments: [id]).map(FeedItemRow.item)
        }
    }

    public func count(_ query: FeedItemQuery) async throws -> Int {
        try await database.read { db in
            let filter = try Self.filter(query, db)
            return try Int.fetchOne(db, sql: filter.countSQL, arguments: filter.arguments) ?? 0
        }
    }

    public func counts(_ query: FeedItemQuery) async throws -> (all: Int, unread: Int) {
        var every = query
        every.unreadOnly = false
        return try await database.read { [every] db in
            let filter = try Self.filter(every, db)
            let row = try Row.fetchOne(db, sql: filter.countsSQL, arguments: filter.arguments)
            return (row?[0] ?? 0, row?[1] ?? 0)
        }
    }

    /// The query's conditions, read in the same transaction as the cached feeds they compare with.
    static func filter(_ query: FeedItemQuery, _ db: Database) throws -> FeedItemFilter {
        guard (query.feeds?.count ?? 0) > 1 else { return FeedItemFilter(query) }
        return FeedItemFilter(query, cachedFeeds: try String.fetchAll(db, sql: "SELECT url FROM feed"))
    }

    public func newestItemID() async throws -> Int64 {
        try await database.read { db in try Int64.fetchOne(db, sql: "SELECT max(id) FROM item") ?? 0 }
    }

    /// One row per feed, without counting its items.
    public func lastFetches() async throws -> [String: Date] {
        try await database.read { db in
            let rows = try Row.fetchAll(db, sql: """
                SELECT url, max(coalesce(last_success, last_error_at), coalesce(last_error_at, last_success)) AS fetched
                FROM feed WHERE fetched IS NOT NULL
                """)
            return Dictionary(rows.map { row -> (String, Date) in (row["url"], Date(storedValue: row["fetched"])) },
                              uniquingKeysWith: max)
        }
    }
}
