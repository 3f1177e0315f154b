import Domain
import Foundation
import GRDB

/// The feed cache in the app's database (tables `feed` and `item`, see `FeedCacheSchema`).
/// Lists and counts are read from indexes; a store is one transaction.
public final class SQLiteFeedCache: FeedCache {
    /// How many items a feed keeps unless told otherwise.
    public static let defaultMaximumPerFeed = 1000

    let database: AppDatabase
    let maximumPerFeed: Int

    /// `maximumPerFeed` 0 (or less) keeps every item, as newsboat's `max-items 0`.
    public init(database: AppDatabase, maximumPerFeed: Int = SQLiteFeedCache.defaultMaximumPerFeed) {
        self.database = database
        self.maximumPerFeed = maximumPerFeed > 0 ? maximumPerFeed : .max
    }

    @discardableResult
    public func store(_ fetched: FetchedFeed, feed: String, validators: FeedValidators, at time: Date) async throws -> FeedStoreCounts {
        let maximum = maximumPerFeed
        defer { FreedMemory.giveBack() }
        return try await database.writeInBackground { db in
            try db.execute(sql: """
                INSERT INTO feed (url, title, site_link, etag, last_modified, last_success) VALUES (?1, ?2, ?3, ?4, ?5, ?6)
                ON CONFLICT(url) DO UPDATE SET title = ?2, site_link = ?3, etag = ?4, last_modified = ?5,
                    last_success = ?6, last_error = NULL, last_error_at = NULL, failing_since = NULL, failed_fetches = 0
                """, arguments: [
                    feed, UntrustedText.clean(fetched.title), UntrustedText.clean(fetched.siteLink),
                    validators.etag, validators.lastModified, time.storedValue,
                ])
            let written = try FeedItemWriter(db: db, feed: feed, time: time).write(fetched.items)
            let removed = try FeedItemWriter.prune(feed, keeping: maximum, sparing: written.ids, db)
            return (written.new, removed)
        }
    }

    public func recordNotModified(feed: String, at time: Date) async throws {
        try await database.write { db in
            try db.execute(sql: """
                INSERT INTO feed (url, last_success) VALUES (?1, ?2)
                ON CONFLICT(url) DO UPDATE SET last_success = ?2, last_error = NULL, last_error_at = NULL,
                    failing_since = NULL, failed_fetches = 0
                """, arguments: [feed, time.storedValue])
        }
    }

    public func recordFailure(feed: String, reason: String, at time: Date) async throws {
        try await database.write { db in
            try db.execute(sql: """
                INSERT INTO feed (url, last_error, last_error_at, failing_since, failed_fetches) VALUES (?1, ?2, ?3, ?3, 1)
                ON CONFLICT(url) DO UPDATE SET last_error = ?2, last_error_at = ?3,
                    failing_since = CASE WHEN failed_fetches = 0 THEN ?3 ELSE coalesce(failing_since, ?3) END,
                    failed_fetches = failed_fetches + 1
                """, arguments: [feed, UntrustedText.clean(reason), time.storedValue])
        }
    }
}
