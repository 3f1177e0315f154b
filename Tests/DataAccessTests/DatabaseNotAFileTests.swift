@testable import DataAccess
import Foundation
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

    @Test func aLinkToADeviceAndAFolderAreRefused() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createSymbolicLink(atPath: folder.path(), withDestinationPath: "/dev/null")
        let device = #expect(throws: DatabaseOpenError.self) { try AppDatabase(path: folder.path()) }
        #expect(device == .notADatabase(path: folder.path(), reason: "it is a device"))

        let other = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: other.path(), withIntermediateDirectories: false)
        let directory = #expect(throws: DatabaseOpenError.self) { try AppDatabase(path: other.path()) }
        #expect(directory == .notADatabase(path: other.path(), reason: "it is a folder"))
    }
}
