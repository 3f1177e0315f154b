/// The list an article was opened from, such as a news category, the bookmarks or a filter's
/// results: `n` and `p` in the reader walk it, and the reader counts its position in it.
public struct ArticleList: Hashable, Sendable {
    /// What the list is, as the reader names it ("Business", "Latest news").
    public let title: String
    /// The articles' ids in the list's order.
    public let ids: [String]

    public init(title: String, ids: [String]) {
        self.title = title
        self.ids = ids
    }
}
