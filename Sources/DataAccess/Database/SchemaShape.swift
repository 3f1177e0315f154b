import GRDB

/// What one migration leaves in the database: the tables it creates and the columns it adds.
/// Checked before a file is opened for writing, so a file whose tables were renamed or dropped
/// is refused instead of being changed.
struct SchemaStep: Sendable {
    /// The migration's identifier, as registered in `AppSchema.migrator`.
    let migration: String
    /// The tables the migration creates, with their columns.
    var creates: [String: [String]] = [:]
    /// The columns the migration adds to tables an earlier migration created.
    var adds: [String: [String]] = [:]
}

extension AppSchema {
    /// Every migration's shape, in the migrator's order; a new migration adds one entry here
    /// (`SchemaCheckTests` checks that the two agree).
    static let steps: [SchemaStep] = [
        SchemaStep(migration: "v1", creates: [
            "profile": ["id", "name", "color", "createdAt", "onboardingDone"],
            "chat": ["id", "avatarId", "createdAt", "modifiedAt"],
            "message": ["seq", "id", "chatId", "role", "text", "sentAt", "state"],
            "userAvatar": ["id", "name", "character", "action", "location", "author", "createdAt"],
            "avatarPopularity": ["avatarId", "opens"],
            "articleState": ["articleId", "readAt", "bookmarkedAt"],
        ]),
        SchemaStep(migration: "v2", creates: ["preference": ["key", "value"]], adds: ["chat": ["lastViewedAt"]]),
        SchemaStep(migration: "v3-drafts", creates: ["draft": ["chatId", "text"]]),
        SchemaStep(migration: "v4-clean-text"),
        FeedCacheSchema.step,
        ChatSchemaV6.step,
        AvatarSettingsSchema.step,
        SchemaStep(migration: FeedCacheSchema.futureDatesMigration),
        ChatSchemaV9.step,
        ChatSchemaV10.step,
        FeedFetchStateSchema.step,
        ChatSchemaV12.step,
        AvatarSchemaV13.step,
    ]

    /// What keeps the file's schema from being what its applied migrations say, or from taking
    /// the migrations still to run: a missing table or column, or one already in the way.
    /// Empty when the file may be migrated.
    static func shapeProblems(_ shape: [String: Set<String>], applied: Set<String>) -> [String] {
        var problems: [String] = []
        for step in steps {
            let done = applied.contains(step.migration)
            for (table, columns) in step.creates.sorted(by: { $0.key < $1.key }) {
                let present = shape[table.lowercased()]
                if done, present == nil { problems.append("table \(table) is missing") }
                if !done, present != nil { problems.append("table \(table) is there before its version") }
                if done, let present { problems += missing(columns, in: table, present: present) }
            }
            for (table, columns) in step.adds.sorted(by: { $0.key < $1.key }) {
                guard let present = shape[table.lowercased()] else { continue }
                let absent = missing(columns, in: table, present: present)
                if done { problems += absent }
                if !done, absent.count < columns.count { problems.append("table \(table) has columns of a later version") }
            }
        }
        return problems
    }

    /// The columns of the app's tables (those the steps name, and `grdb_migrations`) that the
    /// file holds, names lowercased (SQLite compares them without case). One statement: a
    /// table-by-table look through GRDB's schema cache took a third of a millisecond of every
    /// start. Other tables are not read: another program's virtual table of a module this SQLite
    /// lacks cannot be read at all.
    static func columnsByTable(_ db: Database) throws -> [String: Set<String>] {
        let rows = try Row.fetchCursor(db, sql: """
            SELECT lower(m.name), lower(c.name) FROM sqlite_master AS m, pragma_table_xinfo(m.name) AS c
            WHERE m.type = 'table' AND lower(m.name) IN (\(databaseQuestionMarks(count: ownTables.count)))
            """, arguments: StatementArguments(ownTables))
        var shape: [String: Set<String>] = [:]
        while let row = try rows.next() {
            let table: String = row[0]
            shape[table, default: []].insert(row[1])
        }
        return shape
    }

    private static let ownTables: [String] = Array(
        Set(steps.flatMap { Array($0.creates.keys) + Array($0.adds.keys) }.map { $0.lowercased() } + ["grdb_migrations"]))

    private static func missing(_ columns: [String], in table: String, present: Set<String>) -> [String] {
        columns.filter { !present.contains($0.lowercased()) }.map { "column \(table).\($0) is missing" }
    }
}
