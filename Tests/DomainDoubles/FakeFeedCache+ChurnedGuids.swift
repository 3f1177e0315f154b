import Domain
import Foundation

extension FakeFeedCache {
    /// As the cache: the index of the feed's item that `item`, new by its guid, is under a guid
    /// the feed changed: same link (not empty), title and date, its old guid not in the fetch,
    /// and no other item of the fetch looking the same.
    static func churned(_ item: FetchedItem, feed: String, fetched: [FetchedItem], in items: [FeedItem]) -> Int? {
        guard !item.guid.isEmpty, !item.link.isEmpty, let published = item.published else { return nil }
        let looks = { (other: FetchedItem) in other.link == item.link && other.title == item.title && other.published == published }
        guard fetched.count(where: looks) == 1 else { return nil }
        let listed = Set(fetched.map(\.guid))
        return items.firstIndex {
            $0.feed == feed && !$0.guid.isEmpty && !listed.contains($0.guid)
                && $0.link == item.link && $0.title == item.title && $0.published == published
        }
    }
}
