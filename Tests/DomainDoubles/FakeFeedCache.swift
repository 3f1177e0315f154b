import Domain
import Foundation
import Synchronization

/// The `FeedCache` double: in memory, with the protocol's rules (items matched by guid, then link,
/// then title and date; a matched item keeps its id, read and bookmark state; pruning past
/// `maximumPerFeed`, oldest first, never bookmarked ones). Refuses writes on demand.
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

    /// Every cached item, in the order stored.
    public var allItems: [FeedItem] { state.withLock { $0.items } }

    @discardableResult
    public func store(_ fetched: FetchedFeed, feed: String, validators: FeedValidators, at time: Date) throws -> Int {
        try state.withLock { state in
            if let refusal = state.refusal { throw refusal }
            var status = state.feeds[feed] ?? FeedStatus(feed: feed)
            status.title = fetched.title
            status.siteLink = fetched.siteLink
            status.validators = validators
            status.lastSuccess = time
            status.lastError = nil
            status.lastErrorAt = nil
            state.feeds[feed] = status
            var new = 0
            for item in fetched.items {
                if let index = state.items.firstIndex(where: { $0.feed == feed && Self.isSame($0, item) }) {
                    state.items[index].update(from: item)
                } else {
                    state.items.append(FeedItem(id: state.nextID, feed: feed, firstSeen: time).updated(from: item))
                    state.nextID += 1
                    new += 1
                }
            }
            prune(feed, in: &state)
            return new
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

    private func prune(_ feed: String, in state: inout State) {
        let own = state.items.filter { $0.feed == feed }
        guard own.count > maximumPerFeed else { return }
        let doomed = own.filter { !$0.isBookmarked }.sorted(by: FeedItem.isNewer).suffix(own.count - maximumPerFeed)
        let ids = Set(doomed.map(\.id))
        state.items.removeAll { ids.contains($0.id) }
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
