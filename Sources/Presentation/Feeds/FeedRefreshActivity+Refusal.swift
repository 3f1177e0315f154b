import Domain

extension FeedRefreshActivity {
    /// Starts refreshing `feeds` (every feed when nil), or says in `router`'s status bar why it
    /// does not: nothing could be stored, or a refresh runs (said until that refresh ends).
    /// `R` and `r` on every feed screen and reader.
    func start(feeds: [String]?, tellingRefusalTo router: Router) {
        if let refusal = notStoringText {
            router.show(Notice(refusal, isError: true))
            return
        }
        guard !start(feeds: feeds) else { return }
        let notice = Notice("A refresh is already running")
        router.show(notice)
        noticesUntilEnd.append((router, notice))
    }

    /// "Not refreshed: the disk is full, nothing can be saved", when nothing fetched could be stored.
    var notStoringText: String? {
        cannotStore.map { "Not refreshed: \($0.reason), nothing can be saved" }
    }
}
