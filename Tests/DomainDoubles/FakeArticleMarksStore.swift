import Foundation
import Domain

/// The `ArticleMarksStore` double: read and bookmarked articles in memory.
public actor FakeArticleMarksStore: ArticleMarksStore {
    /// The marks of every article that has any.
    public private(set) var marks: [String: ArticleMarks]

    /// Starts with `marks`.
    public init(_ marks: [String: ArticleMarks] = [:]) { self.marks = marks }

    public func allMarks() -> [String: ArticleMarks] { marks }

    /// Keeps the first time the article was read.
    public func markRead(_ articleID: String, at time: Date) {
        if marks[articleID]?.readAt == nil { marks[articleID, default: ArticleMarks()].readAt = time }
    }

    public func setBookmark(_ articleID: String, at time: Date?) {
        marks[articleID, default: ArticleMarks()].bookmarkedAt = time
    }

    public func removeAll() { marks.removeAll() }
}
