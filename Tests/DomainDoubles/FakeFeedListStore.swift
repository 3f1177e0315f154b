import Domain
import Foundation
import Synchronization

/// The `FeedListStore` double: the list in memory with the protocol's rules (duplicates refused,
/// a feed not listed cannot be removed); `files` are the feeds `importFeeds(from:)` finds at
/// each URL, any other URL cannot be read. `refuseChanges` makes additions and removals throw, as
/// a list that another aichats holds, or that cannot be written, refuses them.
public final class FakeFeedListStore: FeedListStore {
    private let state: Mutex<FeedList>
    private let files: [URL: [FeedSubscription]]
    private let refusal = Mutex<FeedListError?>(nil)

    public init(_ list: FeedList = FeedList(), files: [URL: [FeedSubscription]] = [:]) {
        state = Mutex(list)
        self.files = files
    }

    public func list() -> FeedList { state.withLock { $0 } }

    /// Replaces the whole list, as an edit of the file by hand does.
    public func replace(with list: FeedList) { state.withLock { $0 = list } }

    /// Every later addition and removal throws `error`, the list unchanged; nil accepts them again.
    public func refuseChanges(_ error: FeedListError?) { refusal.withLock { $0 = error } }

    private func checkChangesAccepted() throws(FeedListError) {
        if let error = refusal.withLock({ $0 }) { throw error }
    }

    public func add(_ subscription: FeedSubscription) throws(FeedListError) {
        try checkChangesAccepted()
        try state.withLock { list throws(FeedListError) in
            try list.checkAddition(of: subscription)
            list.feeds.append(subscription)
        }
    }

    @discardableResult
    public func remove(_ address: FeedAddress) throws(FeedListError) -> FeedSubscription {
        try checkChangesAccepted()
        return try state.withLock { list throws(FeedListError) in
            guard let feed = list.feed(at: address) else { throw .notListed(address.text) }
            list.feeds.removeAll { $0.address.isSameFeed(as: address) }
            return feed
        }
    }

    @discardableResult
    public func moveFeed(_ address: FeedAddress, to newAddress: FeedAddress) throws(FeedListError) -> FeedSubscription {
        try checkChangesAccepted()
        return try state.withLock { list throws(FeedListError) in try list.moveFeed(at: address, to: newAddress) }
    }

    public func importFeeds(from file: URL) throws(FeedListError) -> FeedImportReport {
        guard let feeds = files[file] else { throw .unreadable(path: file.path, reason: "No such file or directory") }
        var report = FeedImportReport()
        for feed in feeds {
            do {
                try add(feed)
                report.added.append(feed)
            } catch {
                report.skipped.append(feed)
            }
        }
        return report
    }
}
