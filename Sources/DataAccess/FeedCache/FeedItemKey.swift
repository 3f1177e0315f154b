import Domain
import Foundation

/// What makes two fetches' items the same item: the guid when the feed gives one, else the link,
/// else a hash of the title and the date (some feeds give neither guid nor link).
enum FeedItemKey {
    static func of(guid: String, link: String, title: String, published: Date?) -> String {
        if !guid.isEmpty { return "guid:" + guid }
        if !link.isEmpty { return "link:" + link }
        let date = published.map { String($0.storedValue) } ?? ""
        return "hash:" + String(fnv1a(title + "\u{1F}" + date), radix: 16)
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
