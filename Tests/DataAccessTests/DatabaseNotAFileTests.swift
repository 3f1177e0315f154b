@testable import DataAccess
import Domain
import Foundation
import GRDB
import TestSupport
import Testing

/// A database path that is not a file is refused by what it is, before any read: reading a
/// named pipe would wait for ever, and a device gave SQLite's "disk I/O error".
@Suite("App database: a path that is not a file")
struct DatabaseNotAFileTests {
    @Test func aNamedPipeIsRefusedWithoutWaiting() throws {
        let folder = try TemporaryFolder()
        #expect(mkfifo(folder.path(), 0o600) == 0)
        let error = #expect(throws: DatabaseOpenError.self) { try AppDatabase(path: folder.path()) }
        #expect(error == .notADatabase(path: folder.path(), reason: "it is a named pipe"))
        #expect(error?.message.hasPrefix("\(folder.path()) is not an aichats database (it is a named pipe)") == true)
    }

    @Test func aLinkToADeviceADanglingLinkAndAFolderAreRefused() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createSymbolicLink(atPath: folder.path(), withDestinationPath: "/dev/null")
        let device = #expect(throws: DatabaseOpenError.self) { try AppDatabase(path: folder.path()) }
        #expect(device == .notADatabase(path: folder.path(), reason: "it is a device"))

        let dangling = try TemporaryFolder()
        try FileManager.default.createSymbolicLink(atPath: dangling.path(), withDestinationPath: "/nowhere/x.sqlite")
        let link = #expect(throws: DatabaseOpenError.self) { try AppDatabase(path: dangling.path()) }
        #expect(link == .brokenLink(path: dangling.path(), problem: "is a link to /nowhere/x.sqlite, which does not exist"))
        #expect(link?.message == "\(dangling.path()) is a link to /nowhere/x.sqlite, which does not exist. "
            + "Fix or remove the link, or point --data-dir elsewhere.")

        let other = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: other.path(), withIntermediateDirectories: false)
        let directory = #expect(throws: DatabaseOpenError.self) { try AppDatabase(path: other.path()) }
        #expect(directory == .notADatabase(path: other.path(), reason: "it is a folder"))
    }
}

/// A link that loops (to itself, or through others) is no permission problem: the system's "Too
/// many levels of symbolic links" came with "Fix its permissions".
@Suite("App database: a link that loops")
struct DatabaseLinkLoopTests {
    static let loops = "is a link that loops back on itself (\(String(cString: strerror(ELOOP))))"

    @Test func aDataFolderThatLoopsIsSaidToBeALinkToFix() throws {
        let parent = try TemporaryFolder()
        try FileManager.default.createSymbolicLink(atPath: parent.path("a"), withDestinationPath: parent.path("b"))
        try FileManager.default.createSymbolicLink(atPath: parent.path("b"), withDestinationPath: parent.path("a"))
        for folder in [parent.file("a"), parent.file("a").appendingPathComponent("deeper")] {
            let error = #expect(throws: DatabaseOpenError.self) { try AppDatabase(folder: folder) }
            #expect(error == .brokenLink(path: parent.path("a"), problem: Self.loops))
            #expect(error?.message == "\(parent.path("a")) \(Self.loops). Fix or remove the link, or point --data-dir elsewhere.")
        }
        #expect(try parent.listing() == ["a", "b"])
    }

    @Test func aDatabaseFileThatLoopsIsSaidToBeALinkToFix() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createSymbolicLink(atPath: folder.path(), withDestinationPath: folder.path())
        let error = #expect(throws: DatabaseOpenError.self) { try AppDatabase(folder: folder.url) }
        #expect(error == .brokenLink(path: folder.path(), problem: Self.loops))
    }

    @Test func aLinkThatLeadsSomewhereIsNoProblem() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createSymbolicLink(atPath: folder.path("there"), withDestinationPath: folder.url.path)
        #expect(BrokenLink.problem(at: folder.path("there")) == nil)
        #expect(BrokenLink.problem(at: folder.path("nothing")) == nil, "nothing at all is no link")
    }
}

/// What SQLite's write failures become: the disk and the file-size limit, not other windows.
@Suite("App database: why a write failed")
struct DatabaseWriteFailureTests {
    @Test func aFailedWriteNamesTheDiskAndTheFileSizeLimit() {
        let error = DatabaseOpenError.classify(DatabaseError(resultCode: .SQLITE_IOERR, message: "disk I/O error"), path: "/d/a.sqlite")
        #expect(error == .writeFailed(path: "/d/a.sqlite", reason: "disk I/O error"))
        #expect(error.message == "/d/a.sqlite could not be written (disk I/O error). The disk may be full, or a "
            + "file-size limit (ulimit -f) reached: free some space or raise the limit, or point --data-dir elsewhere.")
    }

    @Test func aFullDiskSaysSo() {
        let error = DatabaseOpenError.classify(DatabaseError(resultCode: .SQLITE_FULL, message: "database or disk is full"), path: "/d/a.sqlite")
        #expect(error == .diskFull(path: "/d/a.sqlite"))
        #expect(error.message == "/d/a.sqlite could not be written: the disk is full. Free some space, or point --data-dir elsewhere.")
    }

    /// Wherever a write meets a full disk (the feed list, an export, a file of the data folder),
    /// the reason is the screens' "the disk is full", not the system's "No space left on device".
    @Test func aFullDiskIsSaidInTheScreensWords() {
        #expect(FeedListError.unwritable(path: "/c/urls", reason: FeedFileIO.reason(ENOSPC)).message
            == "could not write /c/urls (it is unchanged): the disk is full")
        #expect(DatabaseOpenError.describe(POSIXError(.ENOSPC)) == "the disk is full")
        #expect(DatabaseOpenError.describe(POSIXError(.EACCES)) == "Permission denied")
    }

    /// SQLite reports a -shm it could not grow as "disk I/O error"; with room left it is not the disk.
    @Test func aWriteErrorWithRoomLeftIsNotAFullDisk() throws {
        let folder = try TemporaryFolder()
        let error = DatabaseOpenError.writeFailed(path: folder.path(), reason: "disk I/O error")
        #expect(error.onFullDisk(folder: folder.url.path) == error)
    }

    @Test func aReadOnlyDiskSaysSo() {
        let error = DatabaseOpenError.notWritable(path: "/ro/data", reason: String(cString: strerror(EROFS)))
        #expect(error.message == "cannot write to /ro/data (Read-only file system). The disk is mounted read-only: "
            + "remount it or point --data-dir elsewhere.")
    }

    /// A folder that cannot be made where it is asked (inside /proc) has no permissions to fix.
    @Test func aFolderThatCannotBeMadeIsToBeChosenElsewhere() {
        let error = DatabaseOpenError.notWritable(path: "/proc/1/x", reason: String(cString: strerror(ENOENT)))
        #expect(error.message == "cannot write to /proc/1/x (No such file or directory). Point --data-dir elsewhere.")
        #expect(error.message(folderSetting: "AICHATS_DATA_DIR")
            == "cannot write to /proc/1/x (No such file or directory). Point AICHATS_DATA_DIR elsewhere.")
        let denied = DatabaseOpenError.notWritable(path: "/d", reason: String(cString: strerror(EACCES)))
        #expect(denied.message(folderSetting: "AICHATS_DATA_DIR")
            == "cannot write to /d (Permission denied). Fix its permissions or point AICHATS_DATA_DIR elsewhere.")
    }
}
