import Domain
import Foundation
import GRDB

extension FeedItemWriter {
    /// Deletes the feed's items older than its newest `maximum` by date, never a bookmarked one,
    /// one a chat is about (the chat sends its text to the model at every reply), nor one of the
    /// fetch just stored (`sparing`), which would otherwise come back as new at every refresh.
    /// The newest stay whether the fetch listed them or not: a fetch that alone lists more than
    /// `maximum` (a publisher's "full archive" glitch) must not take the feed's recent items and
    /// their read marks with it. Returns how many it deleted.
    static func prune(_ feed: String, keeping maximum: Int, sparing: Set<Int64>, _ db: Database) throws -> Int {
        guard let last = try Row.fetchOne(db, sql: lastKeptSQL, arguments: [feed, maximum - 1]) else { return 0 }
        let (date, id): (DatabaseValue, Int64) = (last[0], last[1])
        let spared = "[" + sparing.sorted().map(String.init).joined(separator: ",") + "]"
        try db.execute(sql: pruneSQL, arguments: [feed, spared, date, id, ArticleReference.feedItemPrefix])
        return db.changesCount
    }

    /// The oldest of the feed's newest items (offset: their count less one), read from
    /// `item_by_feed`; none when the feed has no more.
    static let lastKeptSQL = "SELECT sort_date, id FROM item WHERE feed = ? ORDER BY sort_date DESC, id DESC LIMIT 1 OFFSET ?"

    /// The items older than `lastKeptSQL`'s (date, id), a range of `item_by_feed`, less the spared.
    static let pruneSQL = """
        DELETE FROM item
        WHERE feed = ?1 AND sort_date <= ?3 AND (sort_date < ?3 OR id < ?4)
            AND bookmarked = 0 AND id NOT IN (SELECT value FROM json_each(?2))
            AND id NOT IN (SELECT CAST(substr(articleId, length(?5) + 1) AS INTEGER) FROM chat
                           WHERE substr(articleId, 1, length(?5)) = ?5)
        """
}
