import Domain
import GRDB

/// A query's conditions as SQL that the indexes serve. `bookmarked = 1` is written as a constant,
/// since only then may SQLite use the partial index made for it.
struct FeedItemFilter {
    let conditions: [String]
    let arguments: StatementArguments

    init(_ query: FeedItemQuery) {
        var conditions: [String] = [], arguments = StatementArguments()
        switch query.feeds {
        case nil: break
        case let feeds? where feeds.count == 1:
            conditions.append("feed = ?")
            arguments += [feeds[0]]
        case let feeds?:
            // An empty list matches nothing.
            conditions.append("feed IN (\(feeds.map { _ in "?" }.joined(separator: ", ")))")
            arguments += StatementArguments(feeds)
        }
        if query.unreadOnly { conditions.append("read = 0") }
        if query.bookmarkedOnly { conditions.append("bookmarked = 1") }
        self.conditions = conditions
        self.arguments = arguments
    }

    /// "WHERE …", or nothing.
    var whereClause: String {
        conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
    }

    /// A window of the list, newest first with ties by the larger id; takes `arguments` then
    /// the limit and the offset.
    var windowSQL: String {
        "SELECT \(FeedItemRow.columns) FROM item \(whereClause) ORDER BY sort_date DESC, id DESC LIMIT ? OFFSET ?"
    }

    var countSQL: String { "SELECT count(*) FROM item \(whereClause)" }
}
