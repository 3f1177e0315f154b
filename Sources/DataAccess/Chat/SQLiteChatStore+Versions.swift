import Domain
import Foundation
import GRDB

extension SQLiteChatStore {
    public func addVersion(_ reply: ChatMessage, replacing messageID: UUID) async throws -> ChatMessage {
        try await database.write { db in
            let old = try Self.record(messageID, db)
            let chatID = try Self.chatID(of: old)
            try db.execute(sql: "UPDATE message SET shown = 0 WHERE versionGroup = ?", arguments: [old.group])
            _ = try Self.insert([reply], into: chatID, group: old.group, db)
            return try Self.shownVersion(of: old.group, db)
        }
    }

    public func showVersion(_ number: Int, of messageID: UUID) async throws -> ChatMessage {
        try await database.write { db in
            let group = try Self.record(messageID, db).group
            let ids = try String.fetchAll(db, sql: "SELECT id FROM message WHERE versionGroup = ? ORDER BY seq", arguments: [group])
            guard ids.indices.contains(number - 1) else {
                throw DomainError.notFound("version \(number) of message \(messageID.uuidString)")
            }
            try db.execute(sql: "UPDATE message SET shown = (id = ?) WHERE versionGroup = ?", arguments: [ids[number - 1], group])
            return try Self.shownVersion(of: group, db)
        }
    }

    public func deleteMessage(_ id: UUID) async throws {
        try await database.write { db in
            guard let record = try MessageRecord.filter(Column("id") == id.uuidString).fetchOne(db) else { return }
            try db.execute(sql: "DELETE FROM message WHERE versionGroup = ? OR id = ?", arguments: [record.group, record.id])
        }
    }

    private static func record(_ id: UUID, _ db: Database) throws -> MessageRecord {
        guard let record = try MessageRecord.filter(Column("id") == id.uuidString).fetchOne(db) else {
            throw DomainError.notFound("message \(id.uuidString)")
        }
        return record
    }

    private static func chatID(of record: MessageRecord) throws -> UUID {
        guard let id = UUID(uuidString: record.chatID) else { throw unreadable("chat id '\(record.chatID)'") }
        return id
    }

    private static func shownVersion(of group: String, _ db: Database) throws -> ChatMessage {
        guard let row = try Row.fetchOne(db, sql: MessageRecord.selectWithVersions + " WHERE m.versionGroup = ? AND m.shown",
                                         arguments: [group])
        else { throw DomainError.notFound("message \(group)") }
        return try MessageRecord.withVersions(row)
    }
}
