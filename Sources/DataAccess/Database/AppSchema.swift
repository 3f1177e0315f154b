import GRDB

/// The versioned schema. Each version is one migration; a released migration never changes.
/// Each migration's tables and columns are listed in `steps` too (see `SchemaShape.swift`).
///
/// Times are stored as REAL seconds since 2001-01-01 UTC (`Date.timeIntervalSinceReferenceDate`),
/// so a date reads back exactly as it was written. Ids are UUID strings.
enum AppSchema {
    /// Every migration this build knows, oldest first. Built once: a start asks for it twice
    /// (the log's first line names the data format, then the database is opened).
    static let migrator: DatabaseMigrator = {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1", migrate: createV1)
        migrator.registerMigration("v2", migrate: addLastViewed)
        migrator.registerMigration("v3-drafts", migrate: addDrafts)
        migrator.registerMigration("v4-clean-text", migrate: StoredTextCleaning.migrate)
        migrator.registerMigration("v5-feed-cache", migrate: FeedCacheSchema.create)
        migrator.registerMigration(ChatSchemaV6.identifier, migrate: ChatSchemaV6.migrate)
        // Registered last: v7 follows the conversations' v6.
        migrator.registerMigration(AvatarSettingsSchema.migration, migrate: AvatarSettingsSchema.create)
        migrator.registerMigration(FeedCacheSchema.futureDatesMigration, migrate: FeedCacheSchema.clampFutureDates)
        migrator.registerMigration(ChatSchemaV9.identifier, migrate: ChatSchemaV9.migrate)
        migrator.registerMigration(ChatSchemaV10.identifier, migrate: ChatSchemaV10.migrate)
        migrator.registerMigration(FeedFetchStateSchema.identifier, migrate: FeedFetchStateSchema.migrate)
        migrator.registerMigration(ChatSchemaV12.identifier, migrate: ChatSchemaV12.migrate)
        migrator.registerMigration(AvatarSchemaV13.identifier, migrate: AvatarSchemaV13.migrate)
        return migrator
    }()

    /// The tables that hold the user's records, children before parents.
    static let userTables = ["message", "draft", "chat", "userAvatar", "avatarPopularity", "articleState", "preference", "profile",
                                   "avatarSetting"]

    /// Version 3: the message being written in each chat, kept until it is sent. It goes with
    /// its chat.
    private static func addDrafts(_ db: Database) throws {
        try db.create(table: "draft") { t in
            t.primaryKey("chatId", .text).references("chat", onDelete: .cascade)
            t.column("text", .text).notNull()
        }
    }

    /// Version 2: when each chat was last viewed, for its unread count (chats of version 1
    /// count as never viewed), and a key–value table of preferences, such as having continued
    /// as a guest.
    private static func addLastViewed(_ db: Database) throws {
        try db.alter(table: "chat") { t in t.add(column: "lastViewedAt", .double) }
        try db.create(table: "preference") { t in
            t.primaryKey("key", .text)
            t.column("value", .text).notNull()
        }
    }

    /// Version 1: profile, chats and messages, created avatars, popularity and article state.
    private static func createV1(_ db: Database) throws {
        // At most one row, with id 1.
        try db.create(table: "profile") { t in
            t.primaryKey("id", .integer).check { $0 == 1 }
            t.column("name", .text).notNull()
            t.column("color", .text).notNull()
            t.column("createdAt", .double).notNull()
            t.column("onboardingDone", .boolean).notNull().defaults(to: false)
        }
        try db.create(table: "chat") { t in
            t.primaryKey("id", .text)
            t.column("avatarId", .text).notNull().unique()
            t.column("createdAt", .double).notNull()
            t.column("modifiedAt", .double).notNull().indexed()
        }
        // `seq` keeps the order of messages sent at the same instant.
        try db.create(table: "message") { t in
            t.autoIncrementedPrimaryKey("seq")
            t.column("id", .text).notNull().unique()
            t.column("chatId", .text).notNull().references("chat", onDelete: .cascade)
            t.column("role", .text).notNull()
            t.column("text", .text).notNull()
            t.column("sentAt", .double).notNull()
            t.column("state", .text).notNull()
        }
        try db.create(index: "message_on_chatId_sentAt", on: "message", columns: ["chatId", "sentAt"])
        try db.create(table: "userAvatar") { t in
            t.primaryKey("id", .text)
            t.column("name", .text).notNull()
            t.column("character", .text).notNull()
            t.column("action", .text).notNull()
            t.column("location", .text).notNull()
            t.column("author", .text).notNull()
            t.column("createdAt", .double).notNull()
        }
        try db.create(table: "avatarPopularity") { t in
            t.primaryKey("avatarId", .text)
            t.column("opens", .integer).notNull().defaults(to: 0)
        }
        try db.create(table: "articleState") { t in
            t.primaryKey("articleId", .text)
            t.column("readAt", .double)
            t.column("bookmarkedAt", .double)
        }
    }
}
