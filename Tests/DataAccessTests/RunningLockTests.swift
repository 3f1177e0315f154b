@testable import DataAccess
import Foundation
import GRDB
import TestSupport
import Testing

/// A newer aichats started while another has the database open does not update it under that
/// one, which reads the older format: it is refused, and the file is left as it was. Starts that
/// need no update run together as before. (`flock` belongs to the open file, so a second opening
/// in this process stands for another aichats.)
@Suite("App database: no update while another aichats has it open")
struct RunningLockTests {
    /// A database as an aichats of data format 8 left it, with a profile.
    private func olderDatabase() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        let pool = try DatabasePool(path: folder.path())
        try AppSchema.migrator.migrate(pool, upTo: DatabaseUpgradeTests.oldVersion)
        try pool.write { db in
            try db.execute(sql: "INSERT INTO profile (id, name, color, createdAt) VALUES (1, 'Ada', 'cyan', 0)")
        }
        try pool.close()
        return folder
    }

    /// The running lock of `folder` held as another aichats holds it; closed to let it go.
    private func hold(_ folder: TemporaryFolder, _ operation: Int32 = LOCK_SH) throws -> Int32 {
        let descriptor = open(folder.path(RunningLock.fileName), O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        try #require(descriptor >= 0)
        try #require(flock(descriptor, operation | LOCK_NB) == 0)
        return descriptor
    }

    @Test func anUpdateIsRefusedWhileAnotherAichatsHasTheDatabaseOpen() throws {
        let folder = try olderDatabase()
        let other = try hold(folder)
        let before = try folder.bytes()
        let error = #expect(throws: DatabaseOpenError.self) { try AppDatabase(folder: folder.url, readOnlyWhenUnwritable: true) }
        #expect(error == .updateWhileInUse(path: folder.path(), dataFormat: 8))
        #expect(error?.message == "another aichats is running on \(folder.url.path): quit it, then start this one again to "
            + "update aichats.sqlite from data format 8 to \(AppDatabase.dataFormat). Nothing was changed.")
        #expect(try folder.bytes() == before, "the file is left as it was")
        #expect(try folder.listing() == ["aichats.sqlite", RunningLock.fileName], "no copy, no -wal or -shm")

        close(other)
        let database = try AppDatabase(folder: folder.url)
        #expect(database.upgrade?.copy == .kept(fileName: "aichats-format-8-backup.sqlite"), "updated once the other one quit")
        try database.close()
    }

    /// Starts that need no update never wait for the lock nor fail on it: two of this build open
    /// the database together, also while another holds the lock shared.
    @Test func startsThatNeedNoUpdateOpenTogether() throws {
        let folder = try TemporaryFolder()
        try AppDatabase(folder: folder.url).close()
        let other = try hold(folder)
        defer { close(other) }
        let first = try AppDatabase(folder: folder.url)
        let second = try AppDatabase(folder: folder.url)
        #expect(first.readOnlyBecause == nil && second.readOnlyBecause == nil)
        #expect(first.upgrade == nil && second.upgrade == nil)
        try first.close()
        try second.close()
    }

    /// An open database holds the lock shared from its opening (an updated one too, once updated)
    /// to its closing: a newer aichats could not take it exclusively meanwhile.
    @Test func anOpenDatabaseHoldsTheLockSharedUntilClosed() throws {
        let folder = try olderDatabase()
        let updated = try AppDatabase(folder: folder.url)
        #expect(updated.upgrade != nil)
        let newer = open(folder.path(RunningLock.fileName), O_RDWR | O_CLOEXEC)
        defer { close(newer) }
        #expect(flock(newer, LOCK_EX | LOCK_NB) != 0, "held while open")
        #expect(flock(newer, LOCK_SH | LOCK_NB) == 0, "shared after the update")
        flock(newer, LOCK_UN)
        let again = try AppDatabase(folder: folder.url)
        try updated.close()
        #expect(flock(newer, LOCK_EX | LOCK_NB) != 0, "held by the one still open")
        try again.close()
        #expect(flock(newer, LOCK_EX | LOCK_NB) == 0, "let go once closed")
    }

    /// A lock file that cannot be made (here a link to a folder that is not there; a read-only
    /// folder alike) stops no start: the database opens unlocked, as before there was a lock.
    @Test func aLockFileThatCannotBeMadeStopsNoStart() throws {
        let folder = try olderDatabase()
        try FileManager.default.createSymbolicLink(atPath: folder.path(RunningLock.fileName), withDestinationPath: "/nonexistent/running.lock")
        let updated = try AppDatabase(folder: folder.url)
        #expect(updated.upgrade != nil)
        let again = try AppDatabase(folder: folder.url)
        #expect(again.readOnlyBecause == nil)
        try updated.close()
        try again.close()
    }
}
