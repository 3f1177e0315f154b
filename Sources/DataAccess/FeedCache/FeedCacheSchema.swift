import GRDB

/// Version "v5-feed-cache": the feeds' items, for the Feeds screen and `aichats news`.
///
/// Every list is a window read from an index in its order, newest first with ties by id:
/// `sort_date` is `FeedItem.sortDate` (the published date, unless missing or far ahead of
/// `first_seen`), written with the row. `read` leads the
/// unread lists' indexes, so an unread window and the unread counts skip read items without
/// reading them (a partial index `WHERE read = 0` would not cover a count). `dedupe_key` (guid, else link, else a hash of title and date) finds a cached item again.
enum FeedCacheSchema {
    static func create(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE feed (
                url TEXT PRIMARY KEY NOT NULL,
                title TEXT NOT NULL DEFAULT '',
                site_link TEXT NOT NULL DEFAULT '',
                etag TEXT,
                last_modified TEXT,
                last_success REAL,
                last_error TEXT,
                last_error_at REAL
            );
            CREATE TABLE item (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                feed TEXT NOT NULL REFERENCES feed(url) ON DELETE CASCADE,
                dedupe_key TEXT NOT NULL,
                guid TEXT NOT NULL DEFAULT '',
                link TEXT NOT NULL DEFAULT '',
                title TEXT NOT NULL DEFAULT '',
                author TEXT NOT NULL DEFAULT '',
                published REAL,
                updated REAL,
                first_seen REAL NOT NULL,
                sort_date REAL NOT NULL,
                summary_text TEXT NOT NULL DEFAULT '',
                content_text TEXT NOT NULL DEFAULT '',
                links TEXT NOT NULL DEFAULT '[]',
                read INTEGER NOT NULL DEFAULT 0,
                bookmarked INTEGER NOT NULL DEFAULT 0,
                UNIQUE (feed, dedupe_key)
            );
            CREATE INDEX item_by_date ON item (sort_date DESC, id DESC);
            CREATE INDEX item_by_read ON item (read, sort_date DESC, id DESC);
            CREATE INDEX item_bookmarked_by_date ON item (sort_date DESC, id DESC) WHERE bookmarked = 1;
            CREATE INDEX item_by_feed ON item (feed, sort_date DESC, id DESC);
            CREATE INDEX item_by_feed_read ON item (feed, read, sort_date DESC, id DESC);
            """)
    }

    /// Version "v8-feed-future-dates": items stored with a date far ahead of their first-seen
    /// time, before `FeedItem.sortDate` took such a date as none, are sorted by that time too.
    static let futureDatesMigration = "v8-feed-future-dates"

    /// 300 seconds: `FeedItem.clockSkew` when this version was made (a migration never changes).
    static func clampFutureDates(_ db: Database) throws {
        try db.execute(sql: "UPDATE item SET sort_date = first_seen WHERE sort_date > first_seen + 300")
    }

    static let step = SchemaStep(migration: "v5-feed-cache", creates: [
        "feed": ["url", "title", "site_link", "etag", "last_modified", "last_success", "last_error", "last_error_at"],
        "item": [
            "id", "feed", "dedupe_key", "guid", "link", "title", "author", "published", "updated", "first_seen",
            "sort_date", "summary_text", "content_text", "links", "read", "bookmarked",
        ],
    ])
}
