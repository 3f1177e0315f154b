import Domain
import Foundation

/// Writing fetches into the fixture cache, as a refresh does.
extension FixtureFeedCache {
    @discardableResult
    public func store(_ fetched: FetchedFeed, feed: String, validators: FeedValidators, at time: Date) async throws -> FeedStoreCounts {
        withState { state in
            var added = 0
            for incoming in fetched.items {
                let match = state.items.firstIndex { $0.feed == feed && Self.isSameItem($0, (incoming.guid, incoming.link)) }
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

    /// Items are the same as `store` matches them.
    public func moveFeed(_ feed: String, to newFeed: String) async throws {
        withState { state in
            FeedCacheMove.move(feed, to: newFeed, statuses: &state.statuses, items: &state.items) { kept, moved in
                Self.isSameItem(kept, (moved.guid, moved.link))
            }
        }
    }

    /// Whether `kept` is the item with `other`'s guid, or else its link (an empty one matches
    /// nothing): how a fetch finds what it holds already, and a move what the new address has.
    static func isSameItem(_ kept: FeedItem, _ other: (guid: String, link: String)) -> Bool {
        (!other.guid.isEmpty && kept.guid == other.guid) || (!other.link.isEmpty && kept.link == other.link)
    }
}
