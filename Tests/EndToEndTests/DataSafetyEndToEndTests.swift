import Foundation
import GRDB
import TestSupport
import Testing

/// The real binary keeps its files to its user and never changes a database it cannot read.
@Suite("aichats keeps its data safe", .serialized)
struct DataSafetyEndToEndTests {
    static func mode(_ path: String) -> String {
        var status = stat()
        guard stat(path, &status) == 0 else { return "missing" }
        return String(status.st_mode & 0o777, radix: 8)
    }

    /// Under umask 022, the app's folder made before (`…/aichats` at 0755, with an old export
    /// 0644) and everything the app makes end up 0700 and 0600, the -wal and -shm of the open
    /// database included.
    @Test func underUmask022EveryFileIsTheUsersAlone() async throws {
        let temporary = try TemporaryFolder(), data = temporary.file("aichats")
        let exports = data.appendingPathComponent("exports")
        try FileManager.default.createDirectory(at: exports, withIntermediateDirectories: true)
        try Data("old".utf8).write(to: exports.appendingPathComponent("old.md"))
        chmod(data.path, 0o755)
        chmod(exports.path, 0o755)
        chmod(exports.path + "/old.md", 0o644)

        let session = try TmuxSession(dataFolder: data, umask: "022")
        try await session.startAsGuest()
        let running = ["", "/aichats.sqlite", "/aichats.sqlite-wal", "/aichats.sqlite-shm", "/aichats.log", "/exports",
                       "/exports/old.md"].map { Self.mode(data.path + $0) }
        #expect(running == ["700", "600", "600", "600", "600", "700", "600"])
        try await session.quit()
        #expect(Self.mode(data.path + "/aichats.sqlite") == "600")
    }

    /// With its `message` table renamed, the database is refused with exit 1 and one paragraph
    /// naming the file; the file is byte-identical and gets no -wal or -shm beside it.
    @Test func aDatabaseWithTheWrongSchemaIsRefusedAndLeftAlone() async throws {
        let temporary = try TemporaryFolder(made: false), data = temporary.url
        do {
            let first = try TmuxSession(dataFolder: data)
            #expect(try await first.waitFor("Get started"))
            try await first.quit()
        }
        let file = data.appendingPathComponent("aichats.sqlite")
        let queue = try DatabaseQueue(path: file.path)
        try await queue.write { db in try db.execute(sql: "ALTER TABLE message RENAME TO message_old") }
        try queue.close()
        let bytes = try Data(contentsOf: file)
        let listing = try FileManager.default.contentsOfDirectory(atPath: data.path).sorted()
        #expect(listing == ["aichats.log", "aichats.sqlite", "running.lock"])

        let run = try BinaryRun(["--data-dir", data.path])

        #expect(run.status == 1)
        #expect(run.errors == "aichats: \(file.path) does not have the tables aichats expects (table message is missing), "
            + "so it was left as it was. Restore a backup or move it away, or point --data-dir elsewhere.\n")
        #expect(try Data(contentsOf: file) == bytes, "the file is byte-identical")
        #expect(try FileManager.default.contentsOfDirectory(atPath: data.path).sorted() == listing, "no -wal or -shm")
    }
}
