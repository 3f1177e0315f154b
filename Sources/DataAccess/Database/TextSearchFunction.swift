import Domain
import GRDB

/// `aichats_contains(text, query)`: `ChatSearchHit.matches`, in SQL, for searching chats with a
/// query already trimmed (feed items have `FeedItemSearchFunction`). Every connection of the
/// app's database has it (`AppDatabase`).
enum TextSearchFunction {
    static let name = "aichats_contains"

    static let function = DatabaseFunction(name, argumentCount: 2, pure: true) { values in
        guard let text = String.fromDatabaseValue(values[0]), let query = String.fromDatabaseValue(values[1]) else {
            return false
        }
        return ChatSearchHit.matches(folded: TextFolding.folded(query), in: text)
    }
}
