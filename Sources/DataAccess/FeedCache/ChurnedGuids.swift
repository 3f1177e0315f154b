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

    private typealias Stored = (id: Int64, firstSeen: Double)

    private let db: Database
    private let feed: String
    /// The keys of this fetch: a row stored under one of them is that item, never another's.
    private let listed: Set<String>
    /// The signatures this fetch lists more than once: which of its items is the old one is unknown.
    private let repeated: Set<Signature>
    /// The feed's rows under a guid this fetch does not list, by signature, oldest first: read
    /// once, at the first item that needs them. A look-up per new item read the feed's rows each
    /// time: refreshing 50 feeds of 200 new items took twice the CPU (`scale.py`).
    private var unlisted: [Signature: [Stored]]?

    init(db: Database, feed: String, keyed: [(StoredFeedItem, String)]) {
        self.db = db
        self.feed = feed
        listed = Set(keyed.map(\.1))
        var counts = [Signature: Int]()
        for (item, _) in keyed { if let signature = Self.signature(of: item) { counts[signature, default: 0] += 1 } }
        repeated = Set(counts.filter { $0.value > 1 }.keys)
    }

    /// The row `item` (new under `key`) was stored as under a guid the feed has since changed;
    /// it takes `key`. A row in `taken` (another item of the fetch already updated it) is not.
    mutating func row(of item: StoredFeedItem, _ key: String, taken: Set<Int64>) throws -> (id: Int64, firstSeen: Double)? {
        guard let signature = Self.signature(of: item), !repeated.contains(signature) else { return nil }
        if unlisted == nil { unlisted = try readUnlisted() }
        unlisted?[signature]?.removeAll { taken.contains($0.id) }
        guard let found = unlisted?[signature]?.first else { return nil }
        unlisted?[signature]?.removeFirst()
        try db.execute(sql: "UPDATE item SET dedupe_key = ? WHERE id = ?", arguments: [key, found.id])
        return found
    }

    private func readUnlisted() throws -> [Signature: [Stored]] {
        let rows = try Row.fetchCursor(db.cachedStatement(sql: """
            SELECT id, first_seen, dedupe_key, link, title, published FROM item
            WHERE feed = ? AND dedupe_key >= 'guid:' AND dedupe_key < 'guid;' AND link != '' AND published IS NOT NULL
            ORDER BY id
            """), arguments: [feed])
        var found = [Signature: [Stored]]()
        while let row = try rows.next() {
            guard !listed.contains(row[2] as String) else { continue }
            found[Signature(link: row[3], title: row[4], published: row[5]), default: []].append((row[0], row[1]))
        }
        return found
    }

    /// Only an item with a guid, a link and a date has one.
    private static func signature(of item: StoredFeedItem) -> Signature? {
        guard !item.guid.isEmpty, !item.link.isEmpty, let published = item.published else { return nil }
        return Signature(link: item.link, title: item.title, published: published)
    }
}
