import Foundation

extension ArticleReference {
    /// The prefix of a feed item's id, which tells it from a sample article's; the feed cache
    /// reads it to keep the items chats are about.
    public static let feedItemPrefix = "feed-item:"

    /// The reference a chat about a sample article records.
    public init(_ article: NewsArticle) {
        self.init(id: article.id, title: article.title, link: article.url)
    }

    /// The reference a chat about a feed item records: "feed-item:<cache id>", and the title lists
    /// show (an untitled item's is made from its text).
    public init(_ item: FeedItem) {
        self.init(id: Self.feedItemPrefix + String(item.id), title: item.shownTitle, link: URL(string: item.link))
    }

    /// The feed item's cache id, when the article is one.
    public var feedItemID: Int64? {
        id.hasPrefix(Self.feedItemPrefix) ? Int64(id.dropFirst(Self.feedItemPrefix.count)) : nil
    }
}
