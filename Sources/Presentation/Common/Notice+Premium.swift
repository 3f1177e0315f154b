extension Notice {
    /// A key that acts on an article's text or link (`o`, `b`, `l`, `N`, `c`, `/`) pressed by a
    /// guest on a premium article: what it needs, rather than nothing at all.
    public static let premiumLocked = Notice(
        "A premium article: create a free account (Enter) to read it; opening, bookmarking, marking and chatting need it too")
}
