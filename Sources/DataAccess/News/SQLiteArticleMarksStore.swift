import Domain
import Foundation
import GRDB

/// Keeps which articles were read and bookmarked in the app's database.
public final class SQLiteArticleMarksStore: ArticleMarksStore {
    private let database: AppDatabase

    public init(database: AppDatabase) { self.database = database }

    public func allMarks() async throws -> [String: ArticleMarks] {
        try await database.read { db in
            Dictionary(try ArticleStateRecord.fetchAll(db).map { ($0.articleID, $0.marks) }) { first, _ in first }
        }
    }

    public func markRead(_ articleID: String, at time: Date) async throws {
        try await database.write { db in
            try db.execute(sql: """
                INSERT INTO articleState (articleId, readAt) VALUES (?1, ?2)
                ON CONFLICT(articleId) DO UPDATE SET readAt = ifnull(readAt, ?2)
                """, arguments: [articleID, time.storedValue])
        }
    }

    public func setBookmark(_ articleID: String, at time: Date?) async throws {
        try await database.write { db in
            try db.execute(sql: """
                INSERT INTO articleState (articleId, bookmarkedAt) VALUES (?1, ?2)
                ON CONFLICT(articleId) DO UPDATE SET bookmarkedAt = ?2
                """, arguments: [articleID, time?.storedValue])
        }
    }

    public func removeAll() async throws {
        _ = try await database.write { db in try ArticleStateRecord.deleteAll(db) }
    }
}
