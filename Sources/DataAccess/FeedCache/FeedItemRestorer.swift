import Domain
import Foundation
import GRDB

/// Stores again an item a refresh pruned while a screen still showed it: the user bookmarks, or
/// chats about, what is on screen, and a bookmark or a chat is what keeps an old article.
struct FeedItemRestorer {
    let db: Database

    /// The id the item is kept under: its own, or the one a later fetch stored it under.
    func restore(_ item: FeedItem, bookmarked: Bool) throws -> Int64 {
        let key = FeedItemKey.of(
            guid: item.guid, link: item.link, title: item.title, published: item.published,
            text: item.summaryText + "\u{1F}" + item.contentText)
        let found = try Int64.fetchOne(
            db, sql: "SELECT id FROM item WHERE feed = ? AND dedupe_key = ?", arguments: [item.feed, key])
        if let found {
            if bookmarked { try db.execute(sql: "UPDATE item SET bookmarked = 1 WHERE id = ?", arguments: [found]) }
            return found
        }
        try db.execute(sql: "INSERT OR IGNORE INTO feed (url) VALUES (?)", arguments: [item.feed])
        try db.execute(sql: """
            INSERT INTO item (id, feed, dedupe_key, guid, link, title, author, published, updated, first_seen,
                sort_date, summary_text, content_text, links, read, bookmarked)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """, arguments: [
                item.id, item.feed, key, item.guid, item.link, item.title, item.author, item.published?.storedValue,
                item.updated?.storedValue, item.firstSeen.storedValue, item.sortDate.storedValue, item.summaryText,
                item.contentText, StoredFeedItem.json(item.links), item.isRead, bookmarked || item.isBookmarked,
            ])
        return item.id
    }
}
