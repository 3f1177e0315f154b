import Domain
import Foundation
import GRDB

/// Keeps the avatars the user made and the popularity counts in the app's database.
public final class SQLiteAvatarStore: UserAvatarStore, PopularityStore {
    private let database: AppDatabase

    public init(database: AppDatabase) { self.database = database }

    public func userAvatars() async throws -> [Avatar] {
        try await database.read { db in
            try UserAvatarRecord.order(Column("createdAt").desc, Column("id")).fetchAll(db).map(\.avatar)
        }
    }

    public func save(_ avatar: Avatar) async throws {
        try await database.write { db in try UserAvatarRecord(avatar: avatar).insert(db) }
    }

    /// Deletes the avatar and its open counts in one transaction.
    public func delete(_ avatarID: String) async throws {
        try await database.write { db in
            _ = try UserAvatarRecord.deleteOne(db, key: avatarID)
            try db.execute(sql: "DELETE FROM avatarPopularity WHERE avatarId = ?", arguments: [avatarID])
        }
    }

    public func update(_ avatar: Avatar) async throws {
        try await database.write { db in
            do {
                try UserAvatarRecord(avatar: avatar).update(db, columns: ["name", "action", "location"])
            } catch RecordError.recordNotFound {
                throw DomainError.notFound("avatar \(avatar.name)")
            }
        }
    }

    public func removeAll() async throws {
        _ = try await database.write { db in try UserAvatarRecord.deleteAll(db) }
    }

    public func openCounts() async throws -> [String: Int] {
        try await database.read { db in
            let rows = try Row.fetchAll(db, sql: "SELECT avatarId, opens FROM avatarPopularity")
            return Dictionary(rows.map { ($0["avatarId"], $0["opens"]) }) { first, _ in first }
        }
    }

    /// Adds one to the avatar's count, in one statement, so two instances never lose an open.
    public func recordOpen(of avatarID: String) async throws {
        try await database.write { db in
            try db.execute(sql: """
                INSERT INTO avatarPopularity (avatarId, opens) VALUES (?, 1)
                ON CONFLICT(avatarId) DO UPDATE SET opens = opens + 1
                """, arguments: [avatarID])
        }
    }
}
