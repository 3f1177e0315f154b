import Foundation

/// A feed as the user gives it, typed on the command line (`aichats feeds add`, `remove`) or into
/// the Feeds screen's form (`n`, `d`): one way in for both, so they accept and refuse the same
/// feeds with the same sentences.
extension FeedListStore {
    /// Adds the feed at `url` at the end of the list, with `tags` as given tags
    /// (`FeedSubscription.givenTags`) and named `title` unless it is blank; throws why not
    /// (`.notAURL`, `.unsupportedScheme`, `.alreadyListed`, `.unwritable` …) and changes nothing.
    @discardableResult
    public func add(url: String, tags: [String] = [], title: String? = nil) throws(FeedListError) -> FeedSubscription {
        let feed = FeedSubscription(address: try FeedAddress(url), tags: FeedSubscription.givenTags(tags), title: title)
        try add(feed)
        return feed
    }

    /// Removes the feed listed under any spelling of `url` (or as it is shown, password masked)
    /// and returns it. Only the list changes: what the cache holds of the feed stays.
    @discardableResult
    public func remove(url: String) throws(FeedListError) -> FeedSubscription {
        try remove(try FeedAddress(url))
    }
}
