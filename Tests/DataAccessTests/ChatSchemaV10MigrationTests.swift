@testable import DataAccess
import Domain
import Foundation
import GRDB
import TestSupport
import Testing

/// Version "v10-reply-end-notes": a reply that earlier builds ended with a note in its text keeps
/// only the model's words, the note becoming why it stopped; nothing else changes.
@Suite("Schema v10: notes at the end of cut replies leave their text")
struct ChatSchemaV10MigrationTests {
    @Test func aVersion9CutReplyKeepsTheModelsWordsAndSaysWhyItStopped() async throws {
        let chatID = UUID()
        let rows: [(role: String, text: String, state: String)] = [
            ("user", "hi", "complete"),
            ("assistant", "Once upon a ti\n[reply cut: the model reached its token limit (max_tokens)]", "complete"),
            ("user", "go on", "complete"),
            ("assistant", "Line one\n\n[reply stopped by the server's content filter]", "complete"),
            ("assistant", "[reply cut at 1 MB]", "complete"),
            ("user", "quoting [reply cut at 1 MB]", "complete"),
            ("assistant", "It said [reply cut at 1 MB]", "failed"),
        ]
        let (folder, database) = try await SchemaMigrationTests.migrated(from: "v9-new-chats") { db in
            try db.execute(sql: "INSERT INTO chat (id, avatarId, createdAt, modifiedAt) VALUES (?, 'mochi', 1, 5)",
                           arguments: [chatID.uuidString])
            for (index, row) in rows.enumerated() {
                let id = UUID()
                try db.execute(sql: """
                    INSERT INTO message (id, chatId, role, text, sentAt, state, versionGroup)
                    VALUES (?, ?, ?, ?, ?, ?, ?)
                    """, arguments: [id.uuidString, chatID.uuidString, row.role, row.text, index, row.state, id.uuidString])
            }
        }
        _ = folder
        let store = SQLiteChatStore(database: database, clock: .fixed(Date(storedValue: 9)))
        let messages = try await store.messages(in: chatID, before: nil, limit: 20)
        #expect(messages.map(\.text) == [
            "hi", "Once upon a ti", "go on", "Line one\n", "", "quoting [reply cut at 1 MB]", "It said [reply cut at 1 MB]",
        ])
        #expect(messages.map(\.state) == [.complete, .partial, .complete, .partial, .partial, .complete, .failed])
        #expect(messages.map(\.failureReason) == [
            nil, "the model reached its token limit", nil, "the server's content filter ended it",
            ChatInteractor.replyCutReason, nil, nil,
        ])
    }
}
