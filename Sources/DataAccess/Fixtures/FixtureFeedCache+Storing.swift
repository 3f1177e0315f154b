import Domain
import Foundation

/// Writing fetches into the fixture cache, as a refresh does.
extension FixtureFeedCache {
    @discardableResult
    public func store(_ fetched: FetchedFeed, feed: String, validators: FeedValidators, at time: Date) async throws -> FeedStoreCounts {
        withState { state in
            var added = 0
            for incoming in fetched.items {
                let match = state.items.firstIndex { $0.feed == feed && (
                    (!incoming.guid.isEmpty && $0.guid == incoming.guid) || (!incoming.link.isEmpty && $0.link == incoming.link)) }
                var item = match.map { state.items[$0] } ?? FeedItem(id: state.nextID, feed: feed, firstSeen: time)
                item.guid = incoming.guid
                item.link = incoming.link
                item.title = incoming.title
                item.author = incoming.author
                item.published = incoming.published
                item.updated = incoming.updated
                item.summaryText = incoming.summaryText
                item.contentText = incoming.contentText
                item.links = incoming.links
                if let match {
                    state.items[match] = item
                } else {
                    state.items.append(item)
                    state.nextID += 1
                    added += 1
                }
            }
            state.statuses[feed, default: FeedStatus(feed: feed)].recordFetched(fetched, validators: validators, at: time)
            return (added, 0)
        }
    }

    public func recordNotModified(feed: String, at time: Date) async throws {
        withState { state in
            state.statuses[feed, default: FeedStatus(feed: feed)].recordNotModified(at: time)
        }
    }

    public func recordFailure(feed: String, reason: String, at time: Date) async throws {
        withState { state in
            state.statuses[feed, default: FeedStatus(feed: feed)].recordFailure(reason, at: time)
        }
    }

    public func recordMove(feed: String, to address: String?, at time: Date) async throws {
        withState { state in
            state.statuses[feed, default: FeedStatus(feed: feed)].recordMove(to: address, at: time)
        }
    }

    /// Items are the same by guid, then link, as `store` matches them.
    public func moveFeed(_ feed: String, to newFeed: String) async throws {
        withState { state in
            _ = FeedCacheMove.move(feed, to: newFeed, statuses: &state.statuses, items: &state.items) { kept, moved in
                (!moved.guid.isEmpty && kept.guid == moved.guid) || (!moved.link.isEmpty && kept.link == moved.link)
            }
        }
    }
}
