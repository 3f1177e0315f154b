import AppComposition
@testable import DataAccess
import Domain
import Foundation
import GRDB
import TestSupport
import Testing

/// `aichats render` reads the user's data without changing the data folder.
@Suite("The user's data, read for aichats render")
struct DataSnapshotTests {
    @Test func readsWhatARunningAppWroteAndLeavesTheFolderAsItWas() async throws {
        let temporary = try TemporaryFolder(made: false), folder = temporary.url
        let database = try AppDatabase(folder: folder)
        let ada = Profile(name: "Ada 愛", color: .green, createdAt: Date(timeIntervalSince1970: 1_700_000_000))
        try await SQLiteProfileService(database: database).save(ada)
        // The database stays open, as in a running app: the profile is in its -wal file.
        let before = try fileStates(in: folder)
        #expect(before.contains { $0.hasPrefix("aichats.sqlite-wal") })

        let snapshot = try #require(try DataSnapshot.open(dataFolder: folder))
        #expect(try await snapshot.deps.profiles.currentProfile() == ada)
        #expect(try fileStates(in: folder) == before)
        try database.close()
    }

    /// An older aichats's database is updated in the copy only, and the copy is not copied again
    /// before it is updated: the user's file is the one as it was.
    @Test func anOlderDatabaseIsUpdatedInTheCopyWithoutASecondCopy() async throws {
        let folder = try TemporaryFolder(), scratch = try TemporaryFolder()
        let queue = try DatabaseQueue(path: folder.path())
        try AppSchema.migrator.migrate(queue, upTo: FeedCacheSchema.futureDatesMigration)
        try queue.close()
        let before = try fileStates(in: folder.url)

        let snapshot = try #require(try DataSnapshot.open(dataFolder: folder.url, scratch: scratch.url))
        let copy = try #require(try scratch.listing().first)
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path(copy)).filter { $0.hasPrefix("aichats-format-") } == [])
        #expect(try await snapshot.deps.profiles.currentProfile() == nil, "the copy was updated, and reads")
        #expect(try fileStates(in: folder.url) == before)
    }

    @Test func aFolderWithoutADatabaseGivesNothingAndIsNotMade() throws {
        let temporary = try TemporaryFolder(made: false), folder = temporary.url
        #expect(try DataSnapshot.open(dataFolder: folder) == nil)
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }

    @Test func aNamedPipeIsRefusedInsteadOfCopiedForEver() throws {
        let temporary = try TemporaryFolder()
        #expect(mkfifo(temporary.path(), 0o600) == 0)
        let failure = #expect(throws: StartupFailure.self) { try DataSnapshot.open(dataFolder: temporary.url) }
        #expect(failure?.message == "\(temporary.path()) is not an aichats database (it is a named pipe). "
            + "Move it away or point --data-dir elsewhere.")
    }

    /// A link that leads nowhere is not "no data in the folder": render would show sample data.
    @Test func aDanglingLinkIsRefusedRatherThanTakenForNoData() throws {
        let temporary = try TemporaryFolder()
        try FileManager.default.createSymbolicLink(atPath: temporary.path(), withDestinationPath: "/nowhere/x.sqlite")
        let failure = #expect(throws: StartupFailure.self) { try DataSnapshot.open(dataFolder: temporary.url) }
        #expect(failure?.message == "\(temporary.path()) is a link to /nowhere/x.sqlite, which does not exist. "
            + "Fix or remove the link, or point --data-dir elsewhere.")
        let listing = #expect(throws: StartupFailure.self) {
            try FeedCommandServices.open(dataFolder: temporary.url, environment: ["HOME": temporary.url.path], create: false)
        }
        #expect(listing?.message == failure?.message, "aichats news lists nothing only when there is no database")
    }

    @Test func theCopyIsPrivateAndRemovedWhenDone() throws {
        let temporary = try TemporaryFolder(made: false), folder = temporary.url
        let scratchFolder = try TemporaryFolder(made: false), scratch = scratchFolder.url
        try AppDatabase(folder: folder).close()
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        do {
            let snapshot = try #require(try DataSnapshot.open(dataFolder: folder, scratch: scratch))
            let copies = try FileManager.default.contentsOfDirectory(atPath: scratch.path)
            #expect(copies.count == 1)
            let copy = scratch.appendingPathComponent(copies.first ?? "")
            #expect(try FileManager.default.attributesOfItem(atPath: copy.path)[.posixPermissions] as? Int == 0o700)
            let file = copy.appendingPathComponent(AppDatabase.fileName).path
            #expect(try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int == 0o600)
            withExtendedLifetime(snapshot) {}
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).isEmpty)
    }
}
