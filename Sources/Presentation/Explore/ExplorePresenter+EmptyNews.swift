import Domain

extension ExplorePresenter {
    /// What an empty section says. The feeds' news says why it is empty, as "Nothing here yet"
    /// read as if there were no feeds when every one of them had failed.
    public func emptyText(for section: ExploreSection) -> String {
        if section == .myAvatars { return "None yet · n to make one" }
        guard section == .news, content?.liveNews != nil else { return "Nothing here yet" }
        if activity?.isRunning == true { return "Refreshing the feeds…" }
        let failed = activity?.failures.count ?? 0
        if failed > 0 { return "No news: \(failed) feed\(failed == 1 ? "" : "s") failed · f shows why" }
        return "No news from the last \(Int(NewsFreshness.freshWindow / 86_400)) days · f lists every feed"
    }

    /// What a section says when the filter keeps none of its rows. Latest news holds only the
    /// newest headlines of the feeds, so it says where every cached item is searched.
    public func noMatchText(for section: ExploreSection) -> String {
        section == .news && content?.liveNews != nil ? "No match · to search every item: f, a, /" : "No match"
    }
}
