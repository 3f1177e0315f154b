import Foundation

extension FeedList {
    /// Gives the feed listed under any spelling of `address` the address `newAddress`, in its
    /// place, with its tags, `~Title` and `!` (`M` on Feeds, for a feed that moved for good);
    /// returns it as it is now listed. Refused, the list unchanged, as `remove` refuses a feed not
    /// listed and `add` one listed already.
    public mutating func moveFeed(at address: FeedAddress, to newAddress: FeedAddress) throws(FeedListError) -> FeedSubscription {
        guard let index = feeds.firstIndex(where: { $0.address.isSameFeed(as: address) }) else { throw .notListed(address.text) }
        if let listed = feed(at: newAddress) { throw .alreadyListed(listed.address.text) }
        let feed = feeds[index]
        feeds[index] = FeedSubscription(address: newAddress, tags: feed.tags, title: feed.title, isHidden: feed.isHidden)
        return feeds[index]
    }
}
