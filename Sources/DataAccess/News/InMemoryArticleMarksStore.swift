import Domain
import Foundation

/// Keeps which articles were read and bookmarked in memory (tests and `.mock`).
public actor InMemoryArticleMarksStore: ArticleMarksStore {
    private var marks: [String: ArticleMarks] = [:]

    /// Creates a store with no marks.
    public init() {}

    /// The marks of every article that has any.
    public func allMarks() -> [String: ArticleMarks] { marks }

    /// Records the first time the article was read.
    public func markRead(_ articleID: String, at time: Date) {
        if marks[articleID]?.readAt == nil { marks[articleID, default: ArticleMarks()].readAt = time }
    }

    /// Sets or clears the article's bookmark.
    public func setBookmark(_ articleID: String, at time: Date?) { marks[articleID, default: ArticleMarks()].bookmarkedAt = time }

    /// Forgets every mark.
    public func removeAll() { marks.removeAll() }
}
