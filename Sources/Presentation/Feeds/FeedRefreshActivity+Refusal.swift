extension FeedRefreshActivity {
    /// Starts refreshing `feeds` (every feed when nil), or, while a refresh runs, says so in
    /// `router`'s status bar until that refresh ends: `R` and `r` on every feed screen and reader.
    func start(feeds: [String]?, tellingRefusalTo router: Router) {
        guard !start(feeds: feeds) else { return }
        let notice = Notice("A refresh is already running")
        router.show(notice)
        noticesUntilEnd.append((router, notice))
    }
}
