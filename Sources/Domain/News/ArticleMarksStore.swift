import Foundation

/// Keeps which articles the reader has read and bookmarked.
public protocol ArticleMarksStore: Sendable {
    /// The marks of every article that has any, by article id.
    func allMarks() async throws -> [String: ArticleMarks]
    /// Records that the article was read at `time`, unless it was read before.
    func markRead(_ articleID: String, at time: Date) async throws
    /// Bookmarks the article at `time`, or removes its bookmark when `time` is nil.
    func setBookmark(_ articleID: String, at time: Date?) async throws
    /// Forgets every mark.
    func removeAll() async throws
}
