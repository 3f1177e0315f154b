import GRDB

/// Version "v12-titles-and-avatar-models": a chat's title and an avatar's model.
/// `chat.title` is the title the user gave the chat (nil: its default, made from its opening);
/// `chat.openingText` is the start of the first message the user sent in it, kept as it is sent,
/// so that Chats shows a default title without reading every chat's messages. Chats of earlier
/// builds take theirs from the first message they hold.
/// `avatarSetting.backendName` and `model`: the backend and model a chat with the avatar answers
/// with when the chat picked none (nil: the default backend; the model nil: the backend's own).
enum ChatSchemaV12 {
    static let identifier = "v12-titles-and-avatar-models"

    static let step = SchemaStep(migration: identifier, adds: [
        "chat": ["title", "openingText"], "avatarSetting": ["backendName", "model"],
    ])

    static func migrate(_ db: Database) throws {
        try db.execute(sql: """
            ALTER TABLE chat ADD COLUMN title TEXT;
            ALTER TABLE chat ADD COLUMN openingText TEXT;
            ALTER TABLE avatarSetting ADD COLUMN backendName TEXT;
            ALTER TABLE avatarSetting ADD COLUMN model TEXT;
            UPDATE chat SET openingText = (
                SELECT substr(text, 1, 400) FROM message -- ChatTitle.openingLength when written
                WHERE chatId = chat.id AND role = 'user' ORDER BY sentAt, seq LIMIT 1);
            """)
    }
}
