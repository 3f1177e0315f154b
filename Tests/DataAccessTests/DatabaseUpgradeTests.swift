@testable import DataAccess
import Foundation
import GRDB
import TestSupport
import Testing

/// Opening an older aichats's database updates it for good, and that aichats refuses it then: a
/// copy of the file as it was is kept in the data folder first, and the update is said once.
@Suite("App database: updating an older aichats's database")
struct DatabaseUpgradeTests {
    static let oldVersion = FeedCacheSchema.futureDatesMigration

    /// A database as an aichats of data format 8 left it, with a profile: through a connection
    /// that `body` gets while it is still open, so that the last commit is still in the log.
    private func olderDatabase(in folder: TemporaryFolder, whileOpen body: () throws -> Void = {}) throws {
        let pool = try DatabasePool(path: folder.path())
        try AppSchema.migrator.migrate(pool, upTo: Self.oldVersion)
        try pool.write { db in
            try db.execute(sql: "INSERT INTO profile (id, name, color, createdAt) VALUES (1, 'Ada', 'cyan', 0)")
        }
        try body()
        try pool.close()
    }

    /// The schema versions and the profile's name in the database file at `path`.
    private func contents(_ path: String) throws -> (versions: [String], name: String?) {
        let queue = try DatabaseQueue(path: path)
        defer { try? queue.close() }
        return try queue.read { db in
            (try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY rowid"),
             try String.fetchOne(db, sql: "SELECT name FROM profile"))
        }
    }

    @Test func theFileAsItWasIsKeptAndTheUpdateIsSaid() throws {
        let folder = try TemporaryFolder()
        var database: AppDatabase?
        try olderDatabase(in: folder) { database = try AppDatabase(folder: folder.url) }
        let upgrade = try #require(database?.upgrade)
        try database?.close()
        #expect(upgrade == SchemaUpgrade(
            fromFormat: 8, toFormat: AppDatabase.dataFormat, fromVersion: Self.oldVersion,
            toVersion: try #require(AppSchema.migrator.migrations.last), copy: .kept(fileName: "aichats-format-8-backup.sqlite")))
        #expect(upgrade.notice == "aichats.sqlite was updated to data format \(AppDatabase.dataFormat), which older aichats "
            + "cannot open; the previous file is kept as aichats-format-8-backup.sqlite")
        #expect(upgrade.logLine == "updated the database from data format 8 (v8-feed-future-dates) to \(AppDatabase.dataFormat) "
            + "(\(upgrade.toVersion)); the previous file is kept as aichats-format-8-backup.sqlite")
        #expect(!upgrade.isWarning)

        let copy = try contents(folder.path("aichats-format-8-backup.sqlite"))
        #expect(copy.versions.last == Self.oldVersion, "the copy is of the old format, which the older aichats opens")
        #expect(copy.name == "Ada", "the commit that was still in the log is in the copy")
        #expect(try contents(folder.path()).versions.last == upgrade.toVersion)
        let mode = try #require(FileManager.default.attributesOfItem(atPath: folder.path("aichats-format-8-backup.sqlite"))[.posixPermissions] as? Int)
        #expect(mode == 0o600)
        #expect(try folder.listing().filter { $0.hasPrefix("aichats-format") } == ["aichats-format-8-backup.sqlite"],
                "no partial copy is left")
    }

    @Test func aNewOrUpToDateDatabaseIsNotCopied() throws {
        let folder = try TemporaryFolder()
        let created = try AppDatabase(folder: folder.url)
        #expect(created.upgrade == nil)
        try created.close()
        let reopened = try AppDatabase(folder: folder.url)
        #expect(reopened.upgrade == nil)
        try reopened.close()
        #expect(try folder.listing() == ["aichats.sqlite", RunningLock.fileName])
    }

    /// A copy that cannot be made (here a folder holds its name; a full disk alike) does not stop
    /// the update, which says that no copy was kept.
    @Test func aCopyThatFailsIsSaidAndTheUpdateGoesAhead() throws {
        let folder = try TemporaryFolder()
        try olderDatabase(in: folder)
        try FileManager.default.createDirectory(at: folder.file("aichats-format-8-backup.sqlite"), withIntermediateDirectories: false)
        let database = try AppDatabase(folder: folder.url)
        let upgrade = try #require(database.upgrade)
        try database.close()
        #expect(upgrade.copy == .notKept(reason: String(cString: strerror(EISDIR))))
        #expect(upgrade.isWarning)
        #expect(upgrade.notice.hasSuffix("which older aichats cannot open; no copy of the previous file could be kept (Is a directory)"))
        #expect(try contents(folder.path()).name == "Ada")
        #expect(try folder.listing() == ["aichats-format-8-backup.sqlite", "aichats.sqlite", RunningLock.fileName], "the half copy is removed")
    }

    /// A database that is itself a copy (`aichats render`'s) is updated without a second copy.
    @Test func aCopyIsUpdatedWithoutACopyOfItsOwn() throws {
        let folder = try TemporaryFolder()
        try olderDatabase(in: folder)
        let database = try AppDatabase(folder: folder.url, keepingCopyBeforeUpdate: false)
        let upgrade = try #require(database.upgrade)
        try database.close()
        #expect(upgrade.copy == .notNeeded)
        #expect(!upgrade.isWarning)
        #expect(try contents(folder.path()).versions.last == upgrade.toVersion)
        #expect(try folder.listing() == ["aichats.sqlite", RunningLock.fileName])
    }

    /// An update from the same format again (the user went back to the copy, then tried this build
    /// again) replaces the copy with the newer data rather than piling copies up.
    @Test func aLaterUpdateFromTheSameFormatReplacesTheCopy() throws {
        let folder = try TemporaryFolder()
        try olderDatabase(in: folder)
        try AppDatabase(folder: folder.url).close()
        try FileManager.default.removeItem(at: folder.file())
        try FileManager.default.copyItem(at: folder.file("aichats-format-8-backup.sqlite"), to: folder.file())
        let queue = try DatabaseQueue(path: folder.path())
        try queue.write { db in try db.execute(sql: "UPDATE profile SET name = 'Bob'") }
        try queue.close()

        try AppDatabase(folder: folder.url).close()
        #expect(try contents(folder.path("aichats-format-8-backup.sqlite")).name == "Bob")
        #expect(try folder.listing().filter { $0.hasPrefix("aichats-format") } == ["aichats-format-8-backup.sqlite"])
    }

    @Test func aNewerDatabaseNamesTheCopyThisBuildOpens() throws {
        let folder = try TemporaryFolder()
        let database = try AppDatabase(folder: folder.url)
        try database.pool.write { db in try db.execute(sql: "INSERT INTO grdb_migrations VALUES ('v\(AppDatabase.dataFormat + 2)-future')") }
        try database.close()
        for name in ["aichats-format-7-backup.sqlite", "aichats-format-8-backup.sqlite", "aichats-format-\(AppDatabase.dataFormat + 1)-backup.sqlite"] {
            try folder.write("", to: name)
        }
        let error = #expect(throws: DatabaseOpenError.self) { try AppDatabase(folder: folder.url) }
        #expect(error == .newerSchema(path: folder.path(), dataFormat: AppDatabase.dataFormat + 2,
                                      copyBeforeUpdate: "aichats-format-8-backup.sqlite"))
        #expect(error?.message == "\(folder.path()) was written by a newer aichats (data format \(AppDatabase.dataFormat + 2); "
            + "this aichats reads up to \(AppDatabase.dataFormat)). Install the newer aichats, or put aichats-format-8-backup.sqlite "
            + "(the copy kept before the update, without the changes made since) in its place, or point --data-dir elsewhere.")
    }

    @Test func theDataFormatIsTheNumberOfTheNewestSchemaVersion() throws {
        #expect(AppSchema.dataFormat(of: "v10-reply-end-notes") == 10)
        #expect(AppSchema.dataFormat(of: "v1") == 1)
        for name in ["v", "v-x", "v7a", "x7", "full disk"] { #expect(AppSchema.dataFormat(of: name) == nil) }
        #expect(AppDatabase.dataFormat == AppSchema.dataFormat(of: try #require(AppSchema.migrator.migrations.last)))
        #expect(AppSchema.migrator.migrations.map(AppSchema.dataFormat(of:)) == (1...AppDatabase.dataFormat).map { $0 },
                "each schema version has the next number")
    }
}

/// The copy is not even begun on a disk without room for it: filling the disk would make the
/// update fail, and another aichats's writes.
@Suite("App database: the copy before an update on a disk without room")
struct CopyBeforeUpdateRoomTests {
    @Test func aDiskWithoutRoomForTheCopyIsSaidWithTheSizes() throws {
        let folder = try TemporaryFolder()
        let pool = try DatabasePool(path: folder.path())
        try AppSchema.migrator.migrate(pool, upTo: FeedCacheSchema.futureDatesMigration)
        let size = try #require(FileManager.default.attributesOfItem(atPath: folder.path())[.size] as? Int)
            + ((try? FileManager.default.attributesOfItem(atPath: folder.path("aichats.sqlite-wal"))[.size] as? Int) ?? 0)
        let copy = CopyBeforeUpdate.keep(pool, databasePath: folder.path(), folder: folder.url.path, format: 8) { _ in 452_000 }
        try pool.close()
        #expect(copy == .notKept(reason: "only 452 KB free on the disk; a copy of \(CopyBeforeUpdate.size(UInt64(size))) needs "
            + "\(CopyBeforeUpdate.size(UInt64(size) + FreeSpace.nearlyFull)), to leave some room"))
        #expect(!folder.exists("aichats-format-8-backup.sqlite") && !folder.exists("aichats-format-8-backup.sqlite.partial"))
        let again = try DatabasePool(path: folder.path())
        let enough = UInt64(size) + FreeSpace.nearlyFull
        #expect(CopyBeforeUpdate.keep(again, databasePath: folder.path(), folder: folder.url.path, format: 8) { _ in enough }
            == .kept(fileName: "aichats-format-8-backup.sqlite"), "room for the copy and 1 MiB to spare is enough")
        try again.close()
    }

    @Test func sizesAreSaidInKilobytesOrMegabytes() {
        #expect(CopyBeforeUpdate.size(151_552) == "152 KB")
        #expect(CopyBeforeUpdate.size(1_200_000) == "1.2 MB")
        #expect(CopyBeforeUpdate.size(50_400_000) == "50.4 MB")
    }
}
