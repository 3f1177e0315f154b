import GRDB

/// Version "v6-chat-models": what a chat answers with and what it is about, what wrote each
/// reply, and the versions of a regenerated reply.
///
/// - `chat` is rebuilt (SQLite cannot drop the `UNIQUE` of v1's `avatarId`): an avatar has
///   one main chat (`articleId IS NULL`, a partial unique index) and any number about articles.
///   It gains `backendName` and `model` (nil: the default) and the article's id, title and link.
/// - `message` gains `model`, `reasoning` (empty when none) and `failureReason`; and
///   `versionGroup` (the id of a reply's first version, shared by all its versions; a message's
///   own id otherwise) with `shown` (1 for the one version of a group that the chat shows).
///   A version's number is its rank by `seq` in its group.
enum ChatSchemaV6 {
    static let identifier = "v6-chat-models"

    static let step = SchemaStep(migration: identifier, adds: [
        "chat": ["backendName", "model", "articleId", "articleTitle", "articleLink"],
        "message": ["model", "reasoning", "failureReason", "versionGroup", "shown"],
    ])

    static func migrate(_ db: Database) throws {
        try rebuildChat(db)
        try db.alter(table: "message") { t in
            t.add(column: "model", .text)
            t.add(column: "reasoning", .text).notNull().defaults(to: "")
            t.add(column: "failureReason", .text)
            t.add(column: "versionGroup", .text)
            t.add(column: "shown", .boolean).notNull().defaults(to: true)
        }
        try db.execute(sql: """
            UPDATE message SET versionGroup = id;
            CREATE INDEX message_on_versionGroup ON message(versionGroup);
            """)
    }

    /// SQLite's way to change a table's constraints: a new table, the rows copied, the old one
    /// dropped and the new one renamed. The migrator runs it with foreign keys off, and checks
    /// them after (`message` and `draft` name `chat`, which is the new table after the rename).
    private static func rebuildChat(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE chat_v6 (
                id TEXT PRIMARY KEY NOT NULL,
                avatarId TEXT NOT NULL,
                createdAt DOUBLE NOT NULL,
                modifiedAt DOUBLE NOT NULL,
                lastViewedAt DOUBLE,
                backendName TEXT,
                model TEXT,
                articleId TEXT,
                articleTitle TEXT,
                articleLink TEXT
            );
            INSERT INTO chat_v6 (id, avatarId, createdAt, modifiedAt, lastViewedAt)
                SELECT id, avatarId, createdAt, modifiedAt, lastViewedAt FROM chat;
            DROP TABLE chat;
            ALTER TABLE chat_v6 RENAME TO chat;
            CREATE INDEX chat_on_modifiedAt ON chat(modifiedAt);
            CREATE UNIQUE INDEX chat_main_on_avatarId ON chat(avatarId) WHERE articleId IS NULL;
            CREATE INDEX chat_on_articleId ON chat(articleId);
            """)
    }
}
