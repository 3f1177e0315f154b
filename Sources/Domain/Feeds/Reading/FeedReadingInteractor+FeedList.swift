/// The feed list as the user wrote it: the lines it cannot read, the hidden feeds that failed,
/// and editing it in the user's editor.
extension FeedReadingInteractor {
    /// The lines of the feed list that cannot be read, which every screen leaves out; none when
    /// the list itself cannot be read (`overviews()` throws then).
    public func listProblems() -> [FeedListProblem] { (try? list.list())?.problems ?? [] }

    /// The hidden feeds (`"!"`) whose last fetch failed: a refresh fetches and counts them, so
    /// the Feeds screen names them although it lists only the visible feeds.
    public func hiddenFailures() async throws -> [FeedOverview] {
        let hidden = ((try? list.list())?.feeds ?? []).filter(\.isHidden)
        guard !hidden.isEmpty else { return [] }
        let statuses = Dictionary(try await cache.statuses().map { ($0.feed, $0) }) { first, _ in first }
        return hidden.map { FeedOverview(subscription: $0, status: statuses[$0.address.text]) }.filter { $0.failure != nil }
    }

    /// Opens the feed list in the user's editor (`E`, newsboat's `edit-urls`) and, once the editor
    /// has closed, returns the visible feeds the list did not name before: none is fetched yet.
    public func editFeedList() async throws -> [String] {
        let before = Set(((try? subscriptions()) ?? []).map(\.address.text))
        try await editor.edit()
        return try subscriptions().map(\.address.text).filter { !before.contains($0) }
    }
}
