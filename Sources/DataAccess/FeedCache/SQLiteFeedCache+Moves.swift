import Domain
import Foundation
import GRDB

/// A feed that moved for good: the address its fetches say, and, once the feed list names the
/// new address (`M` on Feeds), everything cached under the old one taken there.
extension SQLiteFeedCache {
    public func recordMove(feed: String, to address: String?, at time: Date) async throws {
        try await database.write { db in
            try db.execute(sql: """
                INSERT INTO feed (url, moved_to, moved_since) VALUES (?1, ?2, CASE WHEN ?2 IS NULL THEN NULL ELSE ?3 END)
                ON CONFLICT(url) DO UPDATE SET moved_to = ?2,
                    moved_since = CASE WHEN ?2 IS NULL THEN NULL WHEN moved_to IS ?2 THEN moved_since ELSE ?3 END
                """, arguments: [feed, address.map(UntrustedText.clean), time.storedValue])
        }
    }

    /// One transaction: the status row copied to the new address (its move, and the old
    /// address's failures, forgotten: the new address has not failed), an item
    /// the new address holds already given the old one's marks and chats, the others moved with
    /// their ids (a chat names its item by id), then the old row deleted.
    public func moveFeed(_ feed: String, to newFeed: String) async throws {
        try await database.write { db in
            try db.execute(sql: """
                INSERT INTO feed (url, title, site_link, etag, last_modified, last_success)
                SELECT ?2, title, site_link, etag, last_modified, last_success FROM feed WHERE url = ?1
                ON CONFLICT(url) DO UPDATE SET title = excluded.title, site_link = excluded.site_link, etag = excluded.etag,
                    last_modified = excluded.last_modified, last_success = excluded.last_success,
                    last_error = NULL, last_error_at = NULL, failing_since = NULL, failed_fetches = 0,
                    moved_to = NULL, moved_since = NULL
                """, arguments: [feed, newFeed])
            try Self.mergeItems(of: feed, into: newFeed, db)
            try db.execute(sql: "UPDATE item SET feed = ?2 WHERE feed = ?1", arguments: [feed, newFeed])
            try db.execute(sql: "DELETE FROM feed WHERE url = ?", arguments: [feed])
        }
    }

    /// The items of `feed` that `newFeed` holds already (the same `dedupe_key`): their read mark
    /// and bookmark go to the one kept, and so do the chats about them; then they go.
    private static func mergeItems(of feed: String, into newFeed: String, _ db: Database) throws {
        let pairs = try Row.fetchAll(db, sql: """
            SELECT old.id, kept.id, old.read, old.bookmarked FROM item AS old
            JOIN item AS kept ON kept.feed = ?2 AND kept.dedupe_key = old.dedupe_key
            WHERE old.feed = ?1
            """, arguments: [feed, newFeed])
        for pair in pairs {
            let (old, kept): (Int64, Int64) = (pair[0], pair[1])
            try db.execute(sql: "UPDATE item SET read = max(read, ?), bookmarked = max(bookmarked, ?) WHERE id = ?",
                           arguments: [pair[2] as Int, pair[3] as Int, kept])
            try db.execute(sql: "UPDATE chat SET articleId = ? WHERE articleId = ?", arguments: [
                ArticleReference.feedItemPrefix + String(kept), ArticleReference.feedItemPrefix + String(old),
            ])
            try db.execute(sql: "DELETE FROM item WHERE id = ?", arguments: [old])
        }
    }
}
