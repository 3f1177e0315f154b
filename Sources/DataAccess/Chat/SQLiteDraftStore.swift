import Domain
import Foundation
import GRDB

/// Keeps each chat's unsent message in the app's database; the row goes with its chat.
public final class SQLiteDraftStore: DraftStore {
    private let database: AppDatabase
    private let clock: NowProvider

    /// `clock` dates the activity a changed draft is (see `saveDraft`).
    public init(database: AppDatabase, clock: NowProvider = .system) {
        self.database = database
        self.clock = clock
    }

    /// The chat's draft (cleaned by `UntrustedText`, as any row read); empty when there is none.
    public func draft(in chatID: UUID) async throws -> String {
        let text = try await database.read { db in
            try String.fetchOne(db, sql: "SELECT text FROM draft WHERE chatId = ?", arguments: [chatID.uuidString]) ?? ""
        }
        return UntrustedText.clean(text)
    }

    public func drafts() async throws -> [UUID: String] {
        try await database.read { db in
            var drafts: [UUID: String] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT chatId, text FROM draft") {
                guard let id = UUID(uuidString: row["chatId"]) else { continue }
                drafts[id] = UntrustedText.clean(row["text"])
            }
            return drafts.filter { !$0.value.isEmpty }
        }
    }

    /// Replaces the chat's draft (cleaned by `UntrustedText`); an empty text deletes it. The
    /// stored draft is compared with `expected` in the same transaction, so that another
    /// aichats cannot write in between. A draft written with other words is the chat's latest
    /// activity, which Chats lists it by, as mail lists drafts by when they were saved; a draft
    /// emptied is none: the chat goes back to its newest message's time, or its start (a stray
    /// key typed and deleted moved it to the top of Chats).
    public func saveDraft(_ text: String, in chatID: UUID, replacing expected: String?) async throws -> String? {
        let text = UntrustedText.clean(text)
        let expected = expected.map(UntrustedText.clean), now = clock.now().storedValue
        return try await database.write { db in
            guard try Bool.fetchOne(db, sql: "SELECT 1 FROM chat WHERE id = ?", arguments: [chatID.uuidString]) == true else {
                throw DomainError.chatGone
            }
            let stored = try String.fetchOne(db, sql: "SELECT text FROM draft WHERE chatId = ?", arguments: [chatID.uuidString])
            if let other = SQLiteDraftStore.changedElsewhere(stored: UntrustedText.clean(stored ?? ""), saving: text, expected: expected) {
                return other
            }
            if text.isEmpty {
                try db.execute(sql: "DELETE FROM draft WHERE chatId = ?", arguments: [chatID.uuidString])
                if !(stored ?? "").isEmpty { try SQLiteDraftStore.dateByMessages(chatID, db) }
            } else {
                try db.execute(sql: "INSERT OR REPLACE INTO draft (chatId, text) VALUES (?, ?)",
                               arguments: [chatID.uuidString, text])
                if text != UntrustedText.clean(stored ?? "") {
                    try db.execute(sql: "UPDATE chat SET modifiedAt = max(modifiedAt, ?) WHERE id = ?",
                                   arguments: [now, chatID.uuidString])
                }
            }
            return nil
        }
    }

    /// Sets the chat's latest activity to its newest message's time, or its start.
    private static func dateByMessages(_ chatID: UUID, _ db: Database) throws {
        try db.execute(sql: """
            UPDATE chat SET modifiedAt = max(createdAt, coalesce((SELECT max(sentAt) FROM message WHERE chatId = chat.id), createdAt))
            WHERE id = ?
            """, arguments: [chatID.uuidString])
    }
}
