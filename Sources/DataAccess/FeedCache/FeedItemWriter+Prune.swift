import Domain
import Foundation
import GRDB

extension FeedItemWriter {
    /// Deletes the feed's oldest items past `maximum`, never a bookmarked one, one a chat is
    /// about (the chat sends its text to the model at every reply), nor one of the fetch just
    /// stored (`sparing`), which would otherwise come back as new at every refresh.
    /// Returns how many it deleted.
    static func prune(_ feed: String, keeping maximum: Int, sparing: Set<Int64>, _ db: Database) throws -> Int {
        let count = try Int.fetchOne(db, sql: "SELECT count(*) FROM item WHERE feed = ?", arguments: [feed]) ?? 0
        guard count > maximum else { return 0 }
        let spared = "[" + sparing.sorted().map(String.init).joined(separator: ",") + "]"
        try db.execute(sql: """
            DELETE FROM item WHERE id IN (
                SELECT id FROM item
                WHERE feed = ?1 AND bookmarked = 0 AND id NOT IN (SELECT value FROM json_each(?2))
                    AND id NOT IN (SELECT CAST(substr(articleId, length(?4) + 1) AS INTEGER) FROM chat
                                   WHERE substr(articleId, 1, length(?4)) = ?4)
                ORDER BY sort_date ASC, id ASC LIMIT ?3)
            """, arguments: [feed, spared, count - maximum, ArticleReference.feedItemPrefix])
        return db.changesCount
    }
}
