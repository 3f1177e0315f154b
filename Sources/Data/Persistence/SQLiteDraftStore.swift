import Domain
import Foundation
import GRDB

/// Keeps each chat's unsent message in the app's database; the row goes with its chat.
public final class SQLiteDraftStore: DraftStore {
    private let database: AppDatabase

    /// Creates the store over an open database.
    public init(database: AppDatabase) { self.database = database }

    /// The chat's draft; empty when there is none.
    public func draft(in chatID: UUID) async throws -> String {
        try await database.pool.read { db in
            try String.fetchOne(db, sql: "SELECT text FROM draft WHERE chatId = ?", arguments: [chatID.uuidString]) ?? ""
        }
    }

    /// Replaces the chat's draft; an empty text deletes it.
    public func saveDraft(_ text: String, in chatID: UUID) async throws {
        try await database.pool.write { db in
            guard try Bool.fetchOne(db, sql: "SELECT 1 FROM chat WHERE id = ?", arguments: [chatID.uuidString]) == true else {
                throw DomainError.notFound("chat \(chatID.uuidString)")
            }
            if text.isEmpty {
                try db.execute(sql: "DELETE FROM draft WHERE chatId = ?", arguments: [chatID.uuidString])
            } else {
                try db.execute(sql: "INSERT OR REPLACE INTO draft (chatId, text) VALUES (?, ?)",
                               arguments: [chatID.uuidString, text])
            }
        }
    }
}
