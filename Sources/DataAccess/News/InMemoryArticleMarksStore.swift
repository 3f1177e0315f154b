import Domain
import Foundation

/// Keeps which articles were read and bookmarked in memory (tests and `.mock`).
public actor InMemoryArticleMarksStore: ArticleMarksStore {
    private var marks: [String: ArticleMarks] = [:]

    public init() {}

    public func allMarks() -> [String: ArticleMarks] { marks }

    public func markRead(_ articleID: String, at time: Date) {
        if marks[articleID]?.readAt == nil { marks[articleID, default: ArticleMarks()].readAt = time }
    }

    public func setBookmark(_ articleID: String, at time: Date?) { marks[articleID, default: ArticleMarks()].bookmarkedAt = time }

    public func removeAll() { marks.removeAll() }
}
