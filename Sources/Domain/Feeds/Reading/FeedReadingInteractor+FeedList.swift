/// The Feeds screen's view of the feed list: every visible feed with its counts, the lines the
/// list cannot read, which every screen leaves out, and the hidden feeds (`"!"`) whose last fetch
/// failed, which a refresh fetches and counts although no list shows them.
public struct FeedsOverview: Sendable, Equatable {
    public let feeds: [FeedOverview]
    public let problems: [FeedListProblem]
    public let hiddenFailures: [FeedOverview]
    /// The cache's newest item id before the counts were read: what a mark of the counted items
    /// is bounded by (`FeedItemQuery.knownUpTo`).
    public let newestItemID: Int64
}

/// The feed list as the user wrote it, and editing it in the user's editor.
extension FeedReadingInteractor {
    /// What the Feeds screen shows, from one read of the list and of the cache's statuses.
    public func feedsOverview() async throws -> FeedsOverview {
        let list = try readList()
        let newest = try await cache.newestItemID()
        let statuses = try await statusesByFeed()
        let overviews = list.feeds.map { FeedOverview(subscription: $0, status: statuses[$0.address.text]) }
        return FeedsOverview(
            feeds: overviews.filter { !$0.subscription.isHidden }, problems: list.problems,
            hiddenFailures: overviews.filter { $0.subscription.isHidden && $0.failure != nil }, newestItemID: newest)
    }

    /// Opens the feed list in the user's editor (`E`, newsboat's `edit-urls`) and, once the editor
    /// has closed, returns the visible feeds the list did not name before: none is fetched yet.
    public func editFeedList() async throws -> [String] {
        let before = Set(((try? subscriptions()) ?? []).map(\.address.text))
        try await editor.edit()
        return try subscriptions().map(\.address.text).filter { !before.contains($0) }
    }

    /// Adds the feed at `url` at the end of the list, named `title` unless it is blank (`n` on
    /// Feeds), by the rules and with the refusals of `aichats feeds add`. Off the main actor: a
    /// change waits up to 5 s for another one to end.
    public func addFeed(url: String, title: String) async throws(FeedListError) -> FeedSubscription {
        try list.add(url: url, title: title)
    }

    /// Takes the feed `url` off the list (`d` on Feeds), as `aichats feeds remove` does: its
    /// cached items stay, with their read marks and bookmarks, and so do the chats about them.
    public func removeFeed(_ url: String) async throws(FeedListError) -> FeedSubscription {
        try list.remove(url: url)
    }
}
