@testable import DataAccess
import Foundation
import GRDB
import TestSupport
import Testing

/// A database whose tables are not what its schema versions say is refused before anything
/// writes to it, and the refusal leaves the folder exactly as it was.
@Suite("Schema check at open")
struct SchemaCheckTests {
    /// A current database with one statement run on it through a plain connection (which, like
    /// any program, leaves the file in WAL mode without a -wal once closed).
    static func alteredDatabase(_ folder: TemporaryFolder, _ sql: String) throws {
        try AppDatabase(path: folder.path()).close()
        let queue = try DatabaseQueue(path: folder.path())
        try queue.write { db in try db.execute(sql: sql) }
        try queue.close()
    }

    @Test func aRenamedMessageTableIsRefusedAndTheFolderIsLeftAsItWas() throws {
        let folder = try TemporaryFolder()
        try Self.alteredDatabase(folder, "ALTER TABLE message RENAME TO messages_old")
        let before = try folder.bytes(), listing = try folder.listing()
        #expect(listing == ["aichats.sqlite", RunningLock.fileName])

        let error = #expect(throws: DatabaseOpenError.self) { try AppDatabase(path: folder.path()) }
        #expect(error == .wrongSchema(path: folder.path(), problems: ["table message is missing"]))
        #expect(error?.message == "\(folder.path()) does not have the tables aichats expects (table message is missing), "
            + "so it was left as it was. Restore a backup or move it away, or point --data-dir elsewhere.")
        #expect(try folder.bytes() == before)
        #expect(try folder.listing() == listing, "no -wal or -shm beside it")
    }

    @Test(arguments: [
        ("ALTER TABLE chat DROP COLUMN lastViewedAt", ["column chat.lastViewedAt is missing"]),
        ("DROP TABLE preference", ["table preference is missing"]),
        ("ALTER TABLE userAvatar RENAME COLUMN name TO title", ["column userAvatar.name is missing"]),
        ("DELETE FROM grdb_migrations WHERE identifier = 'v2'", [
            "table preference is there before its version", "table chat has columns of a later version",
        ]),
    ])
    func otherWrongSchemasAreRefused(sql: String, problems: [String]) throws {
        let folder = try TemporaryFolder()
        try Self.alteredDatabase(folder, sql)
        let before = try folder.bytes()
        let error = #expect(throws: DatabaseOpenError.self) { try AppDatabase(path: folder.path()) }
        #expect(error == .wrongSchema(path: folder.path(), problems: problems))
        #expect(try folder.bytes() == before)
        #expect(try folder.listing() == ["aichats.sqlite", RunningLock.fileName])
    }

    @Test func manyProblemsAreSummedUpOnOneLine() {
        let problems = (1...5).map { "table t\($0) is missing" }
        let message = DatabaseOpenError.wrongSchema(path: "/d/aichats.sqlite", problems: problems).message
        #expect(message.contains("table t1 is missing; table t2 is missing; table t3 is missing; 2 more"))
        #expect(!message.contains("\n"))
    }

    /// A killed instance's -wal without its -shm (as a copy leaves it): the probe reads the
    /// commits in the log, yet leaves no -shm beside a refused file.
    @Test func aLogWithoutItsSharedMemoryIsReadAndLeftAlone() throws {
        let folder = try TemporaryFolder()
        let crashed = try TemporaryFolder()
        let database = try AppDatabase(path: folder.path())
        try database.pool.write { db in try db.execute(sql: "ALTER TABLE message RENAME TO gone") }
        #expect(folder.exists("aichats.sqlite-wal"))
        for suffix in ["", "-wal"] {
            try FileManager.default.copyItem(atPath: folder.path("aichats.sqlite" + suffix),
                                             toPath: crashed.path("aichats.sqlite" + suffix))
        }
        let error = #expect(throws: DatabaseOpenError.self) { try AppDatabase(path: crashed.path()) }
        #expect(error == .wrongSchema(path: crashed.path(), problems: ["table message is missing"]),
                "the rename lives only in the log")
        #expect(try crashed.listing() == ["aichats.sqlite", "aichats.sqlite-wal"])
    }

    @Test func pathsWithURICharactersAreReadAsFiles() throws {
        #expect(DatabaseProbe.immutableURI("/a b/x?y#z%.sqlite") == "file:/a b/x%3Fy%23z%25.sqlite?immutable=1")
        let folder = try TemporaryFolder()
        let odd = folder.url.appendingPathComponent("da?ta#1%").path + "/aichats.sqlite"
        try AppDatabase(path: odd).close()
        try AppDatabase(path: odd).close()
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["da?ta#1%"])
    }

    /// The probe asks the library whether it reads URI file names; a connection gives the same answer.
    @Test func theLibraryAnswersAsAConnectionDoes() throws {
        let answer = try DatabaseQueue().read { db in
            try Bool.fetchOne(db, sql: "SELECT sqlite_compileoption_used('USE_URI')")
        }
        #expect(DatabaseProbe.readsURIFileNames == answer)
    }

    /// The shape table is exact: after each migration, the tables and columns are those the
    /// steps so far list, no more and no fewer. A new migration without its entry fails here.
    @Test func theShapeOfEveryStepMatchesItsMigration() throws {
        #expect(AppSchema.steps.map(\.migration) == AppSchema.migrator.migrations)
        for (index, step) in AppSchema.steps.enumerated() {
            let queue = try DatabaseQueue()
            try AppSchema.migrator.migrate(queue, upTo: step.migration)
            var expected: [String: Set<String>] = [:]
            for done in AppSchema.steps[...index] {
                for (table, columns) in done.creates { expected[table, default: []].formUnion(columns) }
                for (table, columns) in done.adds { expected[table, default: []].formUnion(columns) }
            }
            try queue.read { db in
                let tables = try String.fetchAll(db, sql: """
                    SELECT name FROM sqlite_master
                    WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'grdb_migrations'
                    """)
                var actual: [String: Set<String>] = [:]
                for table in tables { actual[table] = Set(try db.columns(in: table).map(\.name)) }
                #expect(actual == expected, "after \(step.migration)")
                let applied = Set(AppSchema.steps[...index].map(\.migration))
                #expect(AppSchema.shapeProblems(try AppSchema.columnsByTable(db), applied: applied).isEmpty)
            }
        }
    }
}
