import Domain
import Foundation

/// What makes two fetches' items the same item: the guid when the feed gives one, else the link,
/// else a hash of the title and the date (some feeds give neither guid nor link). An item without
/// a title either (RSS asks only for a title or a description) is known by its text as well, so
/// that such items do not all become one.
enum FeedItemKey {
    static func of(guid: String, link: String, title: String, published: Date?, text: @autoclosure () -> String) -> String {
        if !guid.isEmpty { return "guid:" + guid }
        if !link.isEmpty { return "link:" + link }
        let date = published.map { String($0.storedValue) } ?? ""
        let identity = title.isEmpty ? "\u{1F}" + date + "\u{1F}" + text() : title + "\u{1F}" + date
        return "hash:" + String(fnv1a(identity), radix: 16)
    }

    /// The key of an item without a guid whose plain key another item of the same fetch has too
    /// (a feed that gives every item its homepage as link, or one title to undated items): the
    /// plain key with a hash of its title, date and text, so that the items stay apart.
    static func distinct(_ plain: String, title: String, published: Double?, text: String) -> String {
        let identity = title + "\u{1F}" + (published.map { String($0) } ?? "") + "\u{1F}" + text
        return plain + "\u{1F}" + String(fnv1a(identity), radix: 16)
    }

    /// FNV-1a, 64 bits: stable across runs and builds, unlike `Hasher`.
    static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }
}
