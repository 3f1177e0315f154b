import GRDB

/// Version "v9-new-chats": an avatar may have several main chats (Ctrl-N in Chat starts another,
/// keeping the one before), so v6's unique index on a main chat's `avatarId` becomes a plain
/// one, which still finds an avatar's chats at once.
enum ChatSchemaV9 {
    static let identifier = "v9-new-chats"

    static let step = SchemaStep(migration: identifier)

    static func migrate(_ db: Database) throws {
        try db.execute(sql: """
            DROP INDEX IF EXISTS chat_main_on_avatarId;
            CREATE INDEX chat_on_avatarId ON chat(avatarId);
            """)
    }
}
