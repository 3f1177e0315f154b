import Domain
import Foundation
import GRDB

/// Keeps the profile in the app's database.
public final class SQLiteProfileService: ProfileService {
    private let database: AppDatabase

    public init(database: AppDatabase) { self.database = database }

    public func currentProfile() async throws -> Profile? {
        try await database.read { db in
            try ProfileRecord.fetchOne(db, key: ProfileRecord.singleID)?.profile()
        }
    }

    /// Saves the profile, replacing any earlier one, and marks onboarding as done.
    public func save(_ profile: Profile) async throws {
        try await database.write { db in
            try ProfileRecord(profile, onboardingDone: true).save(db)
        }
    }

    /// Reads, changes and writes the row in one transaction, so a change made by another aichats
    /// between the read and the write cannot be lost; never inserts a row.
    public func update(_ change: ProfileChange) async throws -> Profile {
        try await database.write { db in
            guard let record = try ProfileRecord.fetchOne(db, key: ProfileRecord.singleID) else {
                throw DomainError.accountGone
            }
            let changed = try record.profile().applying(change)
            try ProfileRecord(changed, onboardingDone: record.onboardingDone).update(db)
            return changed
        }
    }

    public func hasLeftWelcome() async throws -> Bool {
        try await database.read { db in
            try ProfileRecord.fetchOne(db, key: ProfileRecord.singleID)?.onboardingDone == true
                || String.fetchOne(db, sql: "SELECT value FROM preference WHERE key = ?", arguments: [Self.guestKey]) != nil
        }
    }

    public func leaveWelcomeAsGuest() async throws {
        try await database.write { db in
            try db.execute(sql: "INSERT OR REPLACE INTO preference (key, value) VALUES (?, '1')", arguments: [Self.guestKey])
        }
    }

    private static let guestKey = "continuedAsGuest"

    /// Removes every user record: the profile, chats and messages, created avatars, popularity
    /// counts, article state and preferences, except the feeds' auto-refresh, a setting of the
    /// feed list, which stays too. The schema stays, so the app can start over as a new user.
    public func deleteAccount() async throws {
        try await database.write { db in
            for table in AppSchema.userTables where table != "preference" {
                try db.execute(sql: "DELETE FROM \(table)")
            }
            try db.execute(sql: "DELETE FROM preference WHERE key != ?", arguments: [SQLiteAutoRefreshStore.key])
        }
    }
}
