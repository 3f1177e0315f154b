import Foundation
import GRDB

/// Some feed generators put a session id or the time into every item's guid (Atom `id`, JSON
/// `id`), so each fetch lists the same article under a new one; keyed by guid alone, it would be
/// stored again at every refresh, unread. An item whose guid is new to the cache is taken for
/// the feed's item stored under a guid this fetch no longer lists, when their link (not empty),
/// title and published date are the same. Only then: an item whose signature the fetch lists
/// twice, or whose old guid the fetch still lists, is another item (a daily digest with the
/// homepage as link and the same title differs by its date).
struct ChurnedGuids {
    private struct Signature: Hashable {
        let link, title: String
        let published: Double
    }

    private let db: Database
    private let feed: String
    /// The keys of this fetch: a row stored under one of them is that item, never another's.
    private let listed: Set<String>
    /// The signatures this fetch lists more than once: which of its items is the old one is unknown.
    private let repeated: Set<Signature>

    init(db: Database, feed: String, keyed: [(StoredFeedItem, String)]) {
        self.db = db
        self.feed = feed
        listed = Set(keyed.map(\.1))
        var counts = [Signature: Int]()
        for (item, _) in keyed { if let signature = Self.signature(of: item) { counts[signature, default: 0] += 1 } }
        repeated = Set(counts.filter { $0.value > 1 }.keys)
    }

    /// The row `item` (new under `key`) was stored as under a guid the feed has since changed;
    /// it takes `key`.
    func row(of item: StoredFeedItem, _ key: String) throws -> (id: Int64, firstSeen: Double)? {
        guard let signature = Self.signature(of: item), !repeated.contains(signature) else { return nil }
        let candidates = try Row.fetchCursor(db.cachedStatement(sql: """
            SELECT id, first_seen, dedupe_key FROM item
            WHERE feed = ? AND dedupe_key >= 'guid:' AND dedupe_key < 'guid;' AND link = ? AND title = ? AND published = ?
            ORDER BY id
            """), arguments: [feed, signature.link, signature.title, signature.published])
        while let row = try candidates.next() {
            guard !listed.contains(row[2] as String) else { continue }
            let found: (id: Int64, firstSeen: Double) = (row[0], row[1])
            try db.execute(sql: "UPDATE item SET dedupe_key = ? WHERE id = ?", arguments: [key, found.id])
            return found
        }
        return nil
    }

    /// Only an item with a guid, a link and a date has one.
    private static func signature(of item: StoredFeedItem) -> Signature? {
        guard !item.guid.isEmpty, !item.link.isEmpty, let published = item.published else { return nil }
        return Signature(link: item.link, title: item.title, published: published)
    }
}
