@testable import DataAccess
import Domain
import Foundation
import GRDB
import TestSupport
import Testing

/// Under umask 022 the app's folders are 0700 and its files 0600 all the same, and what was
/// made looser before is tightened when the app opens it.
@Suite("Files only their owner can read", .serialized)
struct PrivateFilesTests {
    /// Runs `body` under umask 022, as most systems set it.
    static func underUmask022<T>(_ body: () async throws -> T) async rethrows -> T {
        let old = umask(0o022)
        defer { umask(old) }
        return try await body()
    }

    static func mode(_ path: String) -> mode_t {
        var status = stat()
        return stat(path, &status) == 0 ? status.st_mode & 0o7777 : 0
    }

    @Test func aNewDataFolderAndItsDatabaseArePrivate() async throws {
        let folder = try TemporaryFolder()
        let data = folder.url.appendingPathComponent("data/nested")
        try await Self.underUmask022 {
            let database = try AppDatabase(folder: data)
            try await SQLiteProfileService(database: database).leaveWelcomeAsGuest()
            for name in ["data", "data/nested"] { #expect(Self.mode(folder.path(name)) == 0o700, "\(name)") }
            for suffix in ["", "-wal", "-shm"] {
                #expect(Self.mode(data.path + "/aichats.sqlite" + suffix) == 0o600, "aichats.sqlite\(suffix)")
            }
        }
    }

    /// The app's own folder (`…/aichats`, as XDG's) made loose before is tightened.
    @Test func anExistingLooseDataFolderAndDatabaseAreTightened() async throws {
        let folder = try TemporaryFolder()
        let data = folder.file("aichats")
        let database = try AppDatabase(folder: data)
        try await SQLiteProfileService(database: database).leaveWelcomeAsGuest()
        let files = ["aichats.sqlite", "aichats.sqlite-wal", "aichats.sqlite-shm"]
        for name in files { chmod(folder.path("aichats/" + name), 0o644) }
        chmod(data.path, 0o755)

        _ = try AppDatabase(folder: data)
        #expect(Self.mode(data.path) == 0o700)
        for name in files { #expect(Self.mode(folder.path("aichats/" + name)) == 0o600, "\(name)") }
    }

    /// A folder the user chose by another name (`--data-dir ~/team`) may be shared on purpose, or
    /// be `/tmp`: it keeps its mode, and the app's files in it are private all the same.
    @Test func aChosenFolderOfAnotherNameKeepsItsMode() async throws {
        let folder = try TemporaryFolder()
        let team = folder.file("team")
        try FileManager.default.createDirectory(at: team, withIntermediateDirectories: false)
        for mode: mode_t in [0o2775, 0o1777] {
            #expect(chmod(team.path, mode) == 0)
            let database = try AppDatabase(folder: team)
            try await SQLiteProfileService(database: database).leaveWelcomeAsGuest()
            #expect(Self.mode(team.path) == mode)
            #expect(Self.mode(folder.path("team/aichats.sqlite")) == 0o600)
        }
    }

    @Test func exportsArePrivateAndAnOldExportsFolderIsTightened() async throws {
        let folder = try TemporaryFolder()
        let exports = folder.url.appendingPathComponent("exports")
        try await Self.underUmask022 {
            let file = try await FileDocumentExporter(folder: exports).save("hi", fileName: "a.md")
            #expect(Self.mode(exports.path) == 0o700)
            #expect(Self.mode(file.path) == 0o600)
        }
        chmod(exports.path, 0o755)
        chmod(exports.path + "/a.md", 0o644)
        try FileManager.default.createSymbolicLink(atPath: exports.path + "/link", withDestinationPath: folder.path("elsewhere"))
        try Data().write(to: URL(fileURLWithPath: folder.path("elsewhere")))
        chmod(folder.path("elsewhere"), 0o644)

        PrivateFiles.tightenFolder(exports)
        #expect(Self.mode(exports.path) == 0o700)
        #expect(Self.mode(exports.path + "/a.md") == 0o600)
        #expect(Self.mode(folder.path("elsewhere")) == 0o644, "a link's target is not the app's to change")
    }
}
