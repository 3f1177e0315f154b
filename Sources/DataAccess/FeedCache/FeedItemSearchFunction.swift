import Domain
import GRDB

/// `aichats_item_holds(title, summary, folded)`: true when the title or the summary holds the
/// query `folded` by `TextFolding`, as `FeedItemQuery.admits` says in memory. One call a row
/// for both texts. Every connection of the app's database has it (`AppDatabase`).
enum FeedItemSearchFunction {
    static let name = "aichats_item_holds"

    static let function = DatabaseFunction(name, argumentCount: 3, pure: true) { values in
        guard let folded = String.fromDatabaseValue(values[2]) else { return false }
        let wanted = Array(folded.utf8)
        return [values[0], values[1]].contains { value in
            String.fromDatabaseValue(value).map { TextFolding.contains(wanted, in: $0) } ?? false
        }
    }
}
