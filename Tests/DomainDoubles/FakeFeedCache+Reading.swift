import Domain
import Foundation

extension FakeFeedCache {
    public func recordNotModified(feed: String, at time: Date) throws {
        try write { state in
            state.feeds[feed, default: FeedStatus(feed: feed)].recordNotModified(at: time)
        }
    }

    public func recordFailure(feed: String, reason: String, at time: Date) throws {
        try write { state in
            state.feeds[feed, default: FeedStatus(feed: feed)].recordFailure(reason, at: time)
        }
    }

    public func recordMove(feed: String, to address: String?, at time: Date) throws {
        try write { state in
            state.feeds[feed, default: FeedStatus(feed: feed)].recordMove(to: address, at: time)
        }
    }

    public func moveFeed(_ feed: String, to newFeed: String) throws {
        try write { state in
            FeedCacheMove.move(feed, to: newFeed, statuses: &state.feeds, items: &state.items) {
                Self.key($0.guid, $0.link, $0.title, $0.published) == Self.key($1.guid, $1.link, $1.title, $1.published)
            }
        }
    }

    public func statuses() -> [FeedStatus] {
        state.withLock { state in
            state.feeds.values.sorted { $0.feed < $1.feed }.map { status in
                var status = status
                let own = state.items.filter { $0.feed == status.feed }
                status.totalCount = own.count
                status.unreadCount = own.count { !$0.isRead }
                return status
            }
        }
    }

    /// Without content and links when the query leaves them out, as the SQLite cache does.
    public func items(_ query: FeedItemQuery) -> [FeedItem] {
        let all = matching(query).sorted(by: FeedItem.isNewer)
        return all.dropFirst(query.offset).prefix(query.limit).map { item in
            guard !query.includesContent else { return item }
            var listed = item
            listed.contentText = ""
            listed.links = []
            return listed
        }
    }

    public func item(id: Int64) -> FeedItem? { state.withLock { $0.items.first { $0.id == id } } }

    public func count(_ query: FeedItemQuery) -> Int { matching(query).count }

    public func setRead(_ ids: [Int64], _ isRead: Bool) throws {
        let ids = Set(ids)
        try write { state in
            for index in state.items.indices where ids.contains(state.items[index].id) { state.items[index].isRead = isRead }
        }
    }

    public func markAllRead(_ query: FeedItemQuery) throws {
        try setRead(matching(query).map(\.id), true)
    }

    public func setBookmarked(_ id: Int64, _ isBookmarked: Bool) throws {
        try write { state in
            for index in state.items.indices where state.items[index].id == id { state.items[index].isBookmarked = isBookmarked }
        }
    }

    /// As the cache: an item a refresh removed is stored again (bookmarked when `bookmarked`)
    /// under its own id, or the one of a later fetch's item that is the same.
    public func keep(_ item: FeedItem, bookmarked: Bool) throws -> Int64 {
        try write { state in
            let key = Self.key(item.guid, item.link, item.title, item.published)
            if let index = state.items.firstIndex(where: {
                $0.id == item.id || ($0.feed == item.feed && Self.key($0.guid, $0.link, $0.title, $0.published) == key)
            }) {
                if bookmarked { state.items[index].isBookmarked = true }
                return state.items[index].id
            }
            var kept = item
            kept.isBookmarked = item.isBookmarked || bookmarked
            state.items.append(kept)
            return item.id
        }
    }

    public func removeMarks() throws {
        try write { state in
            for index in state.items.indices { (state.items[index].isRead, state.items[index].isBookmarked) = (false, false) }
        }
    }

    public func lastFetches() -> [String: Date] {
        state.withLock { $0.feeds.compactMapValues { [$0.lastSuccess, $0.lastErrorAt].compactMap(\.self).max() } }
    }

    public func newestItemID() -> Int64 { state.withLock { $0.items.map(\.id).max() ?? 0 } }

    func matching(_ query: FeedItemQuery) -> [FeedItem] {
        state.withLock { $0.items.filter(query.admits) }
    }

    private func write<T>(_ change: (inout State) -> T) throws -> T {
        try state.withLock { state in
            if let refusal = state.refusal { throw refusal }
            return change(&state)
        }
    }
}
