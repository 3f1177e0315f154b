import Domain
import Foundation
import Synchronization

/// A `FeedCache` in memory, holding given items and statuses: what `.mock` and `aichats render
/// --data mock-feeds` show before the SQLite cache is connected. It keeps the protocol's rules
/// for reading (newest first by `sortDate`, ties by id, windows, counts) and for marks; `store`
/// matches items by guid, then link.
public final class FixtureFeedCache: FeedCache {
    struct State {
        var items: [FeedItem]
        var statuses: [String: FeedStatus]
        var nextID: Int64
    }

    private let state: Mutex<State>

    public init(items: [FeedItem] = [], statuses: [FeedStatus] = []) {
        state = Mutex(State(
            items: items, statuses: Dictionary(statuses.map { ($0.feed, $0) }) { first, _ in first },
            nextID: (items.map(\.id).max() ?? 0) + 1))
    }

    public func statuses() async throws -> [FeedStatus] {
        state.withLock { state in
            let feeds = Set(state.statuses.keys).union(state.items.map(\.feed))
            return feeds.sorted().map { feed in
                var status = state.statuses[feed] ?? FeedStatus(feed: feed)
                let items = state.items.filter { $0.feed == feed }
                status.totalCount = items.count
                status.unreadCount = items.filter { !$0.isRead }.count
                return status
            }
        }
    }

    public func items(_ query: FeedItemQuery) async throws -> [FeedItem] {
        let matching = state.withLock { Self.matching(query, in: $0.items) }
        return Array(matching.dropFirst(max(0, query.offset)).prefix(max(0, query.limit)))
    }

    public func item(id: Int64) async throws -> FeedItem? { state.withLock { $0.items.first { $0.id == id } } }

    public func count(_ query: FeedItemQuery) async throws -> Int { state.withLock { Self.matching(query, in: $0.items).count } }

    public func setRead(_ ids: [Int64], _ isRead: Bool) async throws {
        let chosen = Set(ids)
        state.withLock { state in
            for index in state.items.indices where chosen.contains(state.items[index].id) { state.items[index].isRead = isRead }
        }
    }

    public func markAllRead(_ query: FeedItemQuery) async throws {
        let ids = Set(state.withLock { Self.matching(query, in: $0.items) }.map(\.id))
        try await setRead(Array(ids), true)
    }

    public func setBookmarked(_ id: Int64, _ isBookmarked: Bool) async throws {
        state.withLock { state in
            if let index = state.items.firstIndex(where: { $0.id == id }) { state.items[index].isBookmarked = isBookmarked }
        }
    }

    /// An item no longer held comes back, as in the SQLite cache.
    public func keep(_ item: FeedItem, bookmarked: Bool) async throws -> Int64 {
        state.withLock { state in
            var kept = item
            kept.isBookmarked = item.isBookmarked || bookmarked
            if let index = state.items.firstIndex(where: { $0.id == item.id }) {
                if bookmarked { state.items[index].isBookmarked = true }
            } else {
                state.items.append(kept)
            }
            return item.id
        }
    }

    public func removeMarks() async throws {
        state.withLock { state in
            for index in state.items.indices { (state.items[index].isRead, state.items[index].isBookmarked) = (false, false) }
        }
    }

    public func lastFetches() async throws -> [String: Date] {
        state.withLock { $0.statuses.compactMapValues { [$0.lastSuccess, $0.lastErrorAt].compactMap(\.self).max() } }
    }

    public func newestItemID() async throws -> Int64 { state.withLock { $0.items.map(\.id).max() ?? 0 } }

    /// The items `query` matches, ignoring its window, newest first.
    static func matching(_ query: FeedItemQuery, in items: [FeedItem]) -> [FeedItem] {
        items.filter(query.admits).sorted { ($0.sortDate, $0.id) > ($1.sortDate, $1.id) }
    }

    func withState<T>(_ body: (inout State) -> T) -> T { state.withLock { body(&$0) } }
}
