@testable import DataAccess
import Domain
import Foundation
import GRDB
import TestSupport
import Testing

/// A full disk at start: the write at opening (the -shm, the log, a migration) fails, and the
/// database is opened for reading, so what is stored still shows. SQLite's refusal is injected:
/// the opening for writing fails as it fails on a full disk.
@Suite("App database: a full disk at start")
struct DatabaseFullDiskTests {
    let profile = Profile(name: "Ada", color: .cyan, createdAt: instant(0))

    /// Opens `path` as on a full disk: every opening for writing fails with `failure`.
    private func openOnFullDisk(
        _ path: String, readOnlyWhenUnwritable: Bool = true, failure: DatabaseOpenError? = nil
    ) throws(DatabaseOpenError) -> AppDatabase {
        try AppDatabase(path: path, busyTimeout: 1, readOnlyWhenUnwritable: readOnlyWhenUnwritable) { path, _ throws(DatabaseOpenError) in
            throw failure ?? .diskFull(path: path)
        }
    }

    /// A database with a profile and a chat, closed as the app closes it (no -wal or -shm left).
    private func storedDatabase() async throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        let database = try AppDatabase(path: folder.path())
        try await SQLiteProfileService(database: database).save(profile)
        let store = SQLiteChatStore(database: database, clock: .fixed(instant(1)))
        _ = try await store.append(ChatMessage(role: .user, text: "Hello", sentAt: instant(2)), to: try await store.chat(for: "mochi").id)
        try database.close()
        return folder
    }

    @Test func whatIsStoredIsReadAndEachWriteSaysTheDiskIsFull() async throws {
        let folder = try await storedDatabase()
        let before = try folder.bytes()
        let database = try openOnFullDisk(folder.path())
        #expect(database.readOnlyBecause == .diskFull)
        let profiles = SQLiteProfileService(database: database)
        #expect(try await profiles.currentProfile() == profile)
        let store = SQLiteChatStore(database: database)
        #expect(try await store.messages(in: try await store.chat(for: "mochi").id, before: nil, limit: 10).map(\.text) == ["Hello"])
        let refused = await #expect(throws: DomainError.self) {
            try await profiles.save(Profile(name: "Bob", color: .red, createdAt: instant(3)))
        }
        #expect(refused == .storage(.diskFull))
        #expect(refused?.message == "the disk is full")
        try database.close()
        #expect(try folder.bytes() == before)
        #expect(!folder.exists("aichats.sqlite-wal") && !folder.exists("aichats.sqlite-shm"))
    }

    /// An opening whose migration fails as on a full disk removes the files it made (a new
    /// database's file, the log and the -shm), and leaves the ones that were there as they were.
    @Test func aFailedOpeningRemovesOnlyTheFilesItMade() async throws {
        var migrator = AppSchema.migrator
        migrator.registerMigration("full disk") { _ in throw DatabaseError(resultCode: .SQLITE_FULL) }
        let failing = migrator
        func open(_ path: String) throws(DatabaseOpenError) -> AppDatabase {
            try AppDatabase(path: path, busyTimeout: 1, readOnlyWhenUnwritable: false) { path, timeout throws(DatabaseOpenError) in
                try AppDatabase.openAndMigrate(path, busyTimeout: timeout, migrator: failing)
            }
        }
        let empty = try TemporaryFolder()
        #expect(throws: DatabaseOpenError.diskFull(path: empty.path())) { try open(empty.path()) }
        #expect(try empty.listing() == [], "neither the database nor the running lock's file is left")
        let stored = try await storedDatabase()
        #expect(throws: DatabaseOpenError.diskFull(path: stored.path())) { try open(stored.path()) }
        #expect(stored.exists("aichats.sqlite"))
        #expect(!stored.exists("aichats.sqlite-wal") && !stored.exists("aichats.sqlite-shm"))
        #expect(try stored.listing().filter { $0.hasPrefix("aichats-format-") } == [],
                "the copy made before the update goes with it: the file is as it was")
        #expect(try await SQLiteProfileService(database: AppDatabase(path: stored.path())).currentProfile() == profile)
    }

    /// What a failed opening leaves: an empty log and a -shm that could not grow.
    @Test func theEmptyLogOfAFailedOpeningIsReadPast() async throws {
        let folder = try await storedDatabase()
        try Data().write(to: folder.file("aichats.sqlite-wal"))
        try Data([0, 0, 0]).write(to: folder.file("aichats.sqlite-shm"))
        let database = try openOnFullDisk(folder.path())
        #expect(try await SQLiteProfileService(database: database).currentProfile() == profile)
    }

    @Test func aWriteErrorOtherThanAFullDiskNamesItself() async throws {
        let folder = try await storedDatabase()
        let database = try openOnFullDisk(folder.path(), failure: .writeFailed(path: folder.path(), reason: "disk I/O error"))
        #expect(database.readOnlyBecause == .ioError)
        #expect(try await SQLiteProfileService(database: database).currentProfile() == profile)
    }

    /// A file that may not be written (a copy from a backup, mode 444, as another user): what it
    /// holds shows, and each write says the file is read-only.
    @Test func aFileThatMayNotBeWrittenOpensForReading() async throws {
        let folder = try await storedDatabase()
        let database = try openOnFullDisk(folder.path(), failure: .notWritable(path: folder.path(), reason: "the file is read-only"))
        #expect(database.readOnlyBecause == .readOnly)
        let profiles = SQLiteProfileService(database: database)
        #expect(try await profiles.currentProfile() == profile)
        let refused = await #expect(throws: DomainError.self) {
            try await profiles.save(Profile(name: "Bob", color: .red, createdAt: instant(3)))
        }
        #expect(refused == .storage(.readOnly))
    }

    /// `aichats refresh` could store nothing: it stops with the reason.
    @Test func withoutReadOnlyTheFullDiskStopsTheStart() async throws {
        let folder = try await storedDatabase()
        let error = #expect(throws: DatabaseOpenError.self) { try openOnFullDisk(folder.path(), readOnlyWhenUnwritable: false) }
        #expect(error == .diskFull(path: folder.path()))
        #expect(error?.message == "\(folder.path()) could not be written: the disk is full. Free some space, "
            + "or point --data-dir elsewhere.")
    }

    /// A new database has nothing to read yet: what is typed could not be kept, so the app stops.
    @Test func aNewDatabaseOnAFullDiskStopsTheStart() throws {
        let folder = try TemporaryFolder()
        let error = #expect(throws: DatabaseOpenError.self) { try openOnFullDisk(folder.path()) }
        #expect(error == .diskFull(path: folder.path()))
    }

    /// This build's queries need the tables of its schema: an older one must be migrated first.
    @Test func aDatabaseThatNeedsMigratingStopsTheStart() throws {
        let folder = try TemporaryFolder()
        let queue = try DatabaseQueue(path: folder.path())
        try AppSchema.migrator.migrate(queue, upTo: "v7-avatar-settings")
        try queue.close()
        let error = #expect(throws: DatabaseOpenError.self) { try openOnFullDisk(folder.path()) }
        #expect(error == .diskFull(path: folder.path()))
    }

    /// Damage is not a full disk: the file must not be used at all.
    @Test func otherFailuresStopTheStartAsBefore() async throws {
        let folder = try await storedDatabase()
        let damaged = DatabaseOpenError.corrupt(path: folder.path(), reason: "database disk image is malformed")
        let error = #expect(throws: DatabaseOpenError.self) { try openOnFullDisk(folder.path(), failure: damaged) }
        #expect(error == damaged)
    }
}

/// The check before opening still stands between a full disk and a file that is not sound.
@Suite("App database: a full disk and a file the check refuses")
struct DatabaseFullDiskCheckTests {
    /// A newer aichats's database would be read with this build's queries, as if it were its own.
    @Test func aNewerSchemaIsNotReadEvenOnAFullDisk() throws {
        let folder = try TemporaryFolder()
        let database = try AppDatabase(path: folder.path())
        try database.pool.write { db in try db.execute(sql: "INSERT INTO grdb_migrations VALUES ('v99-future')") }
        try database.close()
        let error = #expect(throws: DatabaseOpenError.self) {
            try AppDatabase(path: folder.path(), busyTimeout: 1, readOnlyWhenUnwritable: true) { path, _ throws(DatabaseOpenError) in
                throw .diskFull(path: path)
            }
        }
        #expect(error == .diskFull(path: folder.path()))
    }
}
