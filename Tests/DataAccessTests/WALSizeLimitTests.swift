@testable import DataAccess
import Foundation
import GRDB
import TestSupport
import Testing

/// The log (`-wal`) shrinks back after a big write once it is checkpointed, instead of staying
/// at its largest beside the database for good.
@Suite("App database: the log's size after a big write")
struct WALSizeLimitTests {
    @Test func aCheckpointedLogIsCutBackToTheLimitByTheNextWrite() async throws {
        let folder = try TemporaryFolder()
        let database = try AppDatabase(folder: folder.url)
        defer { try? database.close() }
        let log = database.path + "-wal"
        try await database.pool.write { db in
            try db.execute(sql: "CREATE TABLE scratch (bytes BLOB)")
            for _ in 0..<12 { try db.execute(sql: "INSERT INTO scratch VALUES (randomblob(1048576))") }
        }
        let grown = try #require(Self.size(log))
        #expect(grown > AppDatabase.walSizeLimit, "the big write went through the log: \(grown) bytes")
        try await database.pool.writeWithoutTransaction { try $0.execute(sql: "PRAGMA wal_checkpoint(PASSIVE)") }
        try await database.pool.write { try $0.execute(sql: "INSERT INTO scratch VALUES (x'00')") }
        let after = try #require(Self.size(log))
        #expect(after <= AppDatabase.walSizeLimit, "the log kept \(after) bytes")
        let limit = try await database.pool.write { try Int.fetchOne($0, sql: "PRAGMA journal_size_limit") }
        #expect(limit == AppDatabase.walSizeLimit)
    }

    static func size(_ path: String) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue
    }
}
