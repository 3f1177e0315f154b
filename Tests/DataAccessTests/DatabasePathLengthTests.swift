import DataAccess
import Foundation
import TestSupport
import Testing

/// SQLite opens no database whose path is longer than `AppDatabase.longestPath` bytes, and says
/// only "unable to open database file", which read as a permission problem.
@Suite("App database: a path too long for SQLite")
struct DatabasePathLengthTests {
    /// A database path of exactly `length` bytes in `folder`, its folders made.
    func path(of length: Int, in folder: TemporaryFolder) throws -> String {
        var base = folder.url.path
        while length - base.utf8.count > 120 { base += "/" + String(repeating: "d", count: 100) }
        let name = String(repeating: "f", count: length - base.utf8.count - 1)
        try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
        return base + "/" + name
    }

    @Test func theLongestPathOpensAndALongerOneIsNamedAsTooLong() throws {
        let folder = try TemporaryFolder()
        let longest = try path(of: AppDatabase.longestPath, in: folder)
        try AppDatabase(path: longest).close()

        let tooLong = try path(of: AppDatabase.longestPath + 1, in: folder)
        let error = #expect(throws: DatabaseOpenError.self) { try AppDatabase(path: tooLong) }
        #expect(error == .pathTooLong(path: tooLong))
        #expect(error?.message == "\(tooLong) is too long a path for SQLite (505 bytes; it opens at most 504): "
            + "point --data-dir at a folder with a shorter path.")
        #expect(!FileManager.default.fileExists(atPath: tooLong), "nothing is made")
    }
}
