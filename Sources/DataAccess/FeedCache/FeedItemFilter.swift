import Domain
import GRDB

/// A query's conditions as SQL that the indexes serve. `bookmarked = 1` is written as a constant,
/// since only then may SQLite use the partial index made for it; the feed is then written `+feed`,
/// which keeps SQLite from reading every item of the feeds through `item_by_feed` to find the few
/// bookmarked ones (a count of the bookmarks of 200 feeds with 100,000 items: 52 ms → 0.3 ms).
struct FeedItemFilter {
    let conditions: [String]
    let arguments: StatementArguments
    let withContent: Bool
    /// Several feeds: no index has their items in date order, so SQLite sorts them.
    let isMultiFeed: Bool

    /// `cachedFeeds`, every feed the cache holds: when the query names them all (the list of
    /// every item), its feed condition holds for every item and is left out, so a window reads
    /// `item_by_date` in order instead of sorting the ids of every item.
    init(_ query: FeedItemQuery, cachedFeeds: [String]? = nil) {
        var conditions: [String] = [], arguments = StatementArguments()
        let feed = query.bookmarkedOnly ? "+feed" : "feed"
        var feeds = query.feeds
        if let named = feeds, named.count > 1, let cachedFeeds, Set(named).isSuperset(of: cachedFeeds) { feeds = nil }
        switch feeds {
        case nil: break
        case let feeds? where feeds.count == 1:
            conditions.append("\(feed) = ?")
            arguments += [feeds[0]]
        case let feeds?:
            // An empty list matches nothing.
            conditions.append("\(feed) IN (\(feeds.map { _ in "?" }.joined(separator: ", ")))")
            arguments += StatementArguments(feeds)
        }
        isMultiFeed = (feeds?.count ?? 0) > 1 && !query.bookmarkedOnly
        if query.unreadOnly { conditions.append("read = 0") }
        if let newest = query.knownUpTo {
            conditions.append("id <= ?")
            arguments += [newest]
        }
        if query.bookmarkedOnly { conditions.append("bookmarked = 1") }
        if let wanted = query.foldedSearchText {
            // The content only for an item without a summary, as `FeedItemQuery.admits` says.
            conditions.append(
                "\(FeedItemSearchFunction.name)(title, CASE WHEN summary_text = '' THEN content_text ELSE summary_text END, ?)")
            arguments += [String(decoding: wanted, as: UTF8.self)]
        }
        self.conditions = conditions
        self.arguments = arguments
        withContent = query.includesContent
    }

    /// "WHERE …", or nothing.
    var whereClause: String {
        conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
    }

    /// A window of the list, newest first with ties by the larger id; takes `arguments` then
    /// the limit and the offset.
    /// Over several feeds, the window's ids are sorted from the feed indexes, which hold the date
    /// and the id, and only the window's rows are read: sorting whole rows read every row above
    /// the window (14 ms at 2,000 items down, growing with the offset; now 4 ms wherever it is).
    var windowSQL: String {
        let order = "ORDER BY sort_date DESC, id DESC"
        let columns = FeedItemRow.columns(withContent: withContent)
        guard isMultiFeed else { return "SELECT \(columns) FROM item \(whereClause) \(order) LIMIT ? OFFSET ?" }
        return "SELECT \(columns) FROM item WHERE id IN (SELECT id FROM item \(whereClause) \(order) LIMIT ? OFFSET ?) \(order)"
    }

    var countSQL: String { "SELECT count(*) FROM item \(whereClause)" }

    /// How many listed items come before one: takes `arguments` and its date, then `arguments`,
    /// its date and its id (`SQLiteFeedCache.position(of:in:)`).
    var positionSQL: String {
        let newer = (conditions + ["sort_date > ?"]).joined(separator: " AND ")
        let sameDate = (conditions + ["sort_date = ?", "id > ?"]).joined(separator: " AND ")
        return "SELECT (SELECT count(*) FROM item WHERE \(newer)) + (SELECT count(*) FROM item WHERE \(sameDate))"
    }

    /// The count, then how many of those are unread.
    var countsSQL: String { "SELECT count(*), coalesce(sum(read = 0), 0) FROM item \(whereClause)" }
}
