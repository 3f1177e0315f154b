import Domain
import Foundation
import Synchronization

/// A feed list in memory, for `.mock` and `aichats render`: it never touches the user's `urls`
/// file. Additions and removals keep the list's rules; imports are refused, as there is no
/// file to add to.
public final class FixtureFeedList: FeedListStore {
    private let feeds: Mutex<FeedList>

    /// `problems` stand for lines of a file that cannot be read.
    public init(_ feeds: [FeedSubscription] = [], problems: [FeedListProblem] = []) {
        self.feeds = Mutex(FeedList(feeds: feeds, problems: problems))
    }

    public func list() -> FeedList { feeds.withLock { $0 } }

    public func add(_ subscription: FeedSubscription) throws(FeedListError) {
        try feeds.withLock { list throws(FeedListError) in
            try list.checkAddition(of: subscription)
            list.feeds.append(subscription)
        }
    }

    @discardableResult
    public func remove(_ address: FeedAddress) throws(FeedListError) -> FeedSubscription {
        try feeds.withLock { list throws(FeedListError) in
            guard let feed = list.feed(at: address) else { throw .notListed(address.text) }
            list.feeds.removeAll { $0.address.isSameFeed(as: address) }
            return feed
        }
    }

    @discardableResult
    public func moveFeed(_ address: FeedAddress, to newAddress: FeedAddress) throws(FeedListError) -> FeedSubscription {
        try feeds.withLock { list throws(FeedListError) in try list.moveFeed(at: address, to: newAddress) }
    }

    public func importFeeds(from file: URL) throws(FeedListError) -> FeedImportReport {
        throw .unreadable(path: file.path, reason: "the sample feed list imports nothing")
    }
}
