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
    ]

    /// What keeps the file's schema from being what its applied migrations say, or from taking
    /// the migrations still to run: a missing table or column, or one already in the way.
    /// Empty when the file may be migrated.
    static func shapeProblems(_ db: Database, applied: Set<String>) throws -> [String] {
        var problems: [String] = []
        for step in steps {
            let done = applied.contains(step.migration)
            for (table, columns) in step.creates.sorted(by: { $0.key < $1.key }) {
                let exists = try db.tableExists(table)
                if done, !exists { problems.append("table \(table) is missing") }
                if !done, exists { problems.append("table \(table) is there before its version") }
                if done, exists { problems += try missing(columns, in: table, db) }
            }
            for (table, columns) in step.adds.sorted(by: { $0.key < $1.key }) where try db.tableExists(table) {
                let absent = try missing(columns, in: table, db)
                if done { problems += absent }
                if !done, absent.count < columns.count { problems.append("table \(table) has columns of a later version") }
            }
        }
        return problems
    }

    private static func missing(_ columns: [String], in table: String, _ db: Database) throws -> [String] {
        let present = Set(try db.columns(in: table).map { $0.name.lowercased() })
        return columns.filter { !present.contains($0.lowercased()) }.map { "column \(table).\($0) is missing" }
    }
}
