import Domain
import Foundation
import Synchronization

/// The `FeedCache` double: in memory, with the protocol's rules (items matched by guid, then link,
/// then title and date, or by link, title and date under a guid the feed changed; a matched item
/// keeps its id, read and bookmark state; pruning the items older than the feed's newest
/// `maximumPerFeed`, never bookmarked ones nor the fetch just stored). Refuses
/// writes on demand.
public final class FakeFeedCache: FeedCache {
    struct State {
        var feeds: [String: FeedStatus] = [:]
        var items: [FeedItem] = []
        var nextID: Int64 = 1
        var refusal: DomainError?
    }

    let state = Mutex(State())
    let maximumPerFeed: Int

    public init(maximumPerFeed: Int = 1000) { self.maximumPerFeed = maximumPerFeed }

    /// Every write throws `error` until `acceptWrites()`.
    public func failWrites(_ error: DomainError = .storage(.diskFull)) { state.withLock { $0.refusal = error } }
    public func acceptWrites() { state.withLock { $0.refusal = nil } }

    /// Deletes the items, as a refresh in another process prunes a feed's oldest.
    public func remove(_ ids: Set<Int64>) { state.withLock { $0.items.removeAll { ids.contains($0.id) } } }

    /// Every cached item, in the order stored.
    public var allItems: [FeedItem] { state.withLock { $0.items } }

    @discardableResult
    public func store(_ fetched: FetchedFeed, feed: String, validators: FeedValidators, at time: Date) throws -> FeedStoreCounts {
        try state.withLock { state in
            if let refusal = state.refusal { throw refusal }
            state.feeds[feed, default: FeedStatus(feed: feed)].recordFetched(fetched, validators: validators, at: time)
            var new = 0, stored = Set<Int64>()
            for item in fetched.items {
                if let index = state.items.firstIndex(where: { $0.feed == feed && Self.isSame($0, item) })
                    ?? Self.churned(item, feed: feed, fetched: fetched.items, in: state.items)
                {
                    state.items[index].update(from: item)
                    stored.insert(state.items[index].id)
                } else {
                    state.items.append(FeedItem(id: state.nextID, feed: feed, firstSeen: time).updated(from: item))
                    stored.insert(state.nextID)
                    state.nextID += 1
                    new += 1
                }
            }
            return (new, prune(feed, sparing: stored, in: &state))
        }
    }

    static func isSame(_ cached: FeedItem, _ item: FetchedItem) -> Bool {
        key(cached.guid, cached.link, cached.title, cached.published) == key(item.guid, item.link, item.title, item.published)
    }

    /// The guid when there is one, else the link, else the title and date.
    static func key(_ guid: String, _ link: String, _ title: String, _ published: Date?) -> String {
        if !guid.isEmpty { return "guid " + guid }
        if !link.isEmpty { return "link " + link }
        return "title \(title) \(published?.timeIntervalSince1970 ?? 0)"
    }

    /// As the cache: the items older than the feed's newest `maximumPerFeed`, never a bookmarked
    /// one nor one of the fetch just stored.
    private func prune(_ feed: String, sparing stored: Set<Int64>, in state: inout State) -> Int {
        let older = state.items.filter { $0.feed == feed }.sorted(by: FeedItem.isNewer).dropFirst(maximumPerFeed)
        let ids = Set(older.filter { !$0.isBookmarked && !stored.contains($0.id) }.map(\.id))
        state.items.removeAll { ids.contains($0.id) }
        return ids.count
    }
}

extension FeedItem {
    /// The list order: newest first, ties by the larger id.
    static func isNewer(_ one: FeedItem, _ other: FeedItem) -> Bool {
        one.sortDate != other.sortDate ? one.sortDate > other.sortDate : one.id > other.id
    }

    mutating func update(from item: FetchedItem) {
        (guid, link, title, author) = (item.guid, item.link, item.title, item.author)
        (published, updated, summaryText, contentText, links) = (item.published, item.updated, item.summaryText, item.contentText, item.links)
    }

    func updated(from item: FetchedItem) -> FeedItem {
        var copy = self
        copy.update(from: item)
        return copy
    }
}
