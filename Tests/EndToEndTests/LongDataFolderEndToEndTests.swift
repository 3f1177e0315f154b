import Foundation
import TestSupport
import Testing

/// The app started on a data folder too long for SQLite says so before it makes anything there:
/// no folder, no log.
@Suite("The app on a data folder too long for SQLite")
struct LongDataFolderEndToEndTests {
    @Test func nothingIsMadeAndTheReasonIsSaid() throws {
        let folder = try TemporaryFolder()
        let long = folder.url.appendingPathComponent((0..<5).map { _ in String(repeating: "d", count: 100) }.joined(separator: "/"))
        let run = try CommandRun(["--data-dir", long.path])
        #expect(run.status == 1)
        #expect(run.errors.contains("is too long a path for SQLite"))
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent(String(repeating: "d", count: 100)).path))
    }
}
