extension FeedReadingInteractor {
    /// The lines of the feed list that cannot be read, which every screen leaves out; none when
    /// the list itself cannot be read (`overviews()` throws then).
    public func listProblems() -> [FeedListProblem] { (try? list.list())?.problems ?? [] }

    /// Opens the feed list in the user's editor (`E`, newsboat's `edit-urls`) and, once the editor
    /// has closed, returns the visible feeds the list did not name before: none is fetched yet.
    public func editFeedList() async throws -> [String] {
        let before = Set(((try? subscriptions()) ?? []).map(\.address.text))
        try await editor.edit()
        return try subscriptions().map(\.address.text).filter { !before.contains($0) }
    }
}
