import GRDB

/// Version "v13-assistant-avatars": an avatar the user made may be an assistant (`character`
/// "assistant", no character at all) and may leave what it is doing and where empty. No column
/// changes; the version is there so that an older aichats, which cannot read such an avatar
/// (it stopped on the character it did not know), refuses the database with a message naming a
/// newer data format instead. The avatars of earlier builds stay as they are.
enum AvatarSchemaV13 {
    static let identifier = "v13-assistant-avatars"

    static let step = SchemaStep(migration: identifier)

    static func migrate(_ db: Database) throws {}
}
