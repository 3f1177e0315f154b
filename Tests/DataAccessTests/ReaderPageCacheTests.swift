@testable import DataAccess
import Foundation
import GRDB
import TestSupport
import Testing

/// Readers keep a small page cache (the app's RSS while refreshing, docs/performance.md); the
/// writer keeps SQLite's default.
@Suite("App database: page cache per connection")
struct ReaderPageCacheTests {
    @Test func readersKeepASmallPageCacheAndTheWriterTheDefault() async throws {
        let folder = try TemporaryFolder()
        let database = try AppDatabase(folder: folder.url)
        defer { try? database.close() }
        let sqliteDefault = try await DatabaseQueue().read { try Int.fetchOne($0, sql: "PRAGMA cache_size") }
        #expect(sqliteDefault == -2000)
        let writer = try await database.pool.write { try Int.fetchOne($0, sql: "PRAGMA cache_size") }
        #expect(writer == sqliteDefault)
        // Reads at once, so that the pool opens several readers: each is set up the same way.
        let readers = try await withThrowingTaskGroup(of: Int?.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    try await database.pool.read { db in
                        Thread.sleep(forTimeInterval: 0.05)
                        return try Int.fetchOne(db, sql: "PRAGMA cache_size")
                    }
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(readers == Array(repeating: -AppDatabase.readerPageCacheKiB, count: 4))
        #expect(AppDatabase.readerPageCacheKiB < 2000)
    }
}
