@testable import DataAccess
import Domain
import Foundation
import GRDB
import TestSupport
import Testing

@Suite("Profile kept in SQLite")
struct SQLiteProfileServiceTests {
    let profile = Profile(name: "Ada", color: .green, createdAt: instant(0.123_456_789))

    @Test func startsWithoutAProfile() async throws {
        let folder = try TemporaryFolder()
        let service: any ProfileService = SQLiteProfileService(database: try AppDatabase(path: folder.path()))
        #expect(try await service.currentProfile() == nil)
    }

    /// Welcome is left by creating an account or by continuing as a guest; both outlive the
    /// process, and deleting the account brings Welcome back.
    @Test(arguments: [true, false])
    func leavingWelcomeIsRemembered(asGuest: Bool) async throws {
        let folder = try TemporaryFolder()
        do {
            let service = SQLiteProfileService(database: try AppDatabase(path: folder.path()))
            #expect(try await !service.hasLeftWelcome())
            if asGuest { try await service.leaveWelcomeAsGuest() } else { try await service.save(profile) }
        }
        let reopened = SQLiteProfileService(database: try AppDatabase(path: folder.path()))
        #expect(try await reopened.hasLeftWelcome())
        #expect(try await reopened.currentProfile() == (asGuest ? nil : profile))
        try await reopened.deleteAccount()
        #expect(try await !reopened.hasLeftWelcome())
    }

    @Test func savedProfileIsReturnedExactly() async throws {
        let folder = try TemporaryFolder()
        let service: any ProfileService = SQLiteProfileService(database: try AppDatabase(path: folder.path()))
        try await service.save(profile)
        #expect(try await service.currentProfile() == profile)
    }

    @Test func savingAgainReplacesTheProfile() async throws {
        let folder = try TemporaryFolder()
        let database = try AppDatabase(path: folder.path())
        let service = SQLiteProfileService(database: database)
        try await service.save(profile)
        let renamed = Profile(name: "Grace", color: .magenta, createdAt: profile.createdAt)
        try await service.save(renamed)
        #expect(try await service.currentProfile() == renamed)
        let rows = try await database.pool.read { db in
            try Int.fetchOne(db, sql: "SELECT count(*) FROM profile WHERE onboardingDone") ?? 0
        }
        #expect(rows == 1)
    }

    /// Two aichats on one data folder: each change keeps what the other stored, and once one
    /// deleted the account, a change in the other does not bring it back.
    @Test func anUpdateChangesOneFieldAndNeverRecreatesTheAccount() async throws {
        let folder = try TemporaryFolder()
        let first = SQLiteProfileService(database: try AppDatabase(path: folder.path()))
        let second = SQLiteProfileService(database: try AppDatabase(path: folder.path()))
        try await first.save(profile)
        #expect(try await second.update(.name("Zed")) == Profile(name: "Zed", color: .green, createdAt: profile.createdAt))
        let recolored = Profile(name: "Zed", color: .cyan, createdAt: profile.createdAt)
        #expect(try await first.update(.color(.cyan)) == recolored)
        #expect(try await second.currentProfile() == recolored)

        try await first.deleteAccount()
        await #expect(throws: DomainError.accountGone) { try await second.update(.color(.red)) }
        await #expect(throws: DomainError.accountGone) { try await second.update(.name("Bob")) }
        #expect(try await second.currentProfile() == nil)
        #expect(try await !first.hasLeftWelcome(), "Welcome shows at the next start")
    }

    @Test func deletingTheAccountRemovesEveryUserRecord() async throws {
        let folder = try TemporaryFolder()
        let database = try AppDatabase(path: folder.path())
        let service = SQLiteProfileService(database: database)
        let store = SQLiteChatStore(database: database, clock: .fixed(instant(0)))
        try await service.save(profile)
        let chat = try await store.chat(for: "mochi")
        _ = try await store.append(ChatMessage(role: .user, text: "Hi", sentAt: instant(1)), to: chat.id)
        try await database.pool.write { db in
            try db.execute(sql: """
                INSERT INTO userAvatar VALUES ('mine', 'Mine', 'cat', 'napping', 'on a shelf', 'Ada', 0);
                INSERT INTO avatarPopularity VALUES ('mochi', 3);
                INSERT INTO articleState VALUES ('a1', 10, 20);
                """)
        }
        try await service.leaveWelcomeAsGuest()
        try await SQLiteAutoRefreshStore(database: database).setAutoRefresh(true)

        try await service.deleteAccount()

        #expect(try await service.currentProfile() == nil)
        #expect(try await store.chats().isEmpty)
        #expect(try await store.messageCount(in: chat.id) == 0)
        let counts = try await database.pool.read { db in
            try AppSchema.userTables.map { try Int.fetchOne(db, sql: "SELECT count(*) FROM \($0)") ?? -1 }
        }
        #expect(counts == AppSchema.userTables.map { $0 == "preference" ? 1 : 0 })
        #expect(try await SQLiteAutoRefreshStore(database: database).isAutoRefreshOn(), "the feeds' auto-refresh, a feed list setting, stays")
        // The database stays usable.
        try await service.save(profile)
        #expect(try await service.currentProfile() == profile)
    }
}
