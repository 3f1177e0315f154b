import Foundation

/// JSON Feed 1.0 and 1.1. Read through JSONSerialization rather than Decodable so that a field
/// of an unexpected type (a numeric `id`, a null) costs that field, not the whole feed.
enum JSONFeedReader {
    static func feed(_ data: Data, limits: FeedParseLimits) throws(FeedParseError) -> ParsedFeed {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            throw .malformedJSON(detail: JSONFields.problem(error))
        }
        guard let document = object as? [String: Any] else { throw .invalidJSON }
        guard document["version"] is String || document["items"] is [Any] else {
            throw .invalidJSON
        }
        let written = document["items"] as? [Any] ?? []
        var feed = ParsedFeed(
            title: JSONFields.string(document["title"]),
            link: JSONFields.link(document["home_page_url"]),
            items: kept(written, limit: limits.maxItems).compactMap { ($0 as? [String: Any]).map(JSONItemReader.item) })
        feed.leftOutItems = max(0, written.count - limits.maxItems)
        return feed
    }

    /// The newest `limit` items by date, in the document's order, as a long XML feed keeps them
    /// (`ItemRank`); the whole list is in memory already.
    private static func kept(_ items: [Any], limit: Int) -> [Any] {
        guard items.count > limit else { return items }
        let ranks = items.enumerated().map { index, item in
            let object = item as? [String: Any] ?? [:]
            let date = Date(feedDate: JSONFields.string(object["date_published"]))
                ?? Date(feedDate: JSONFields.string(object["date_modified"]))
            return (rank: ItemRank(date: date, order: index + 1), index: index)
        }
        return ranks.sorted { $0.rank > $1.rank }.prefix(limit).map(\.index).sorted().map { items[$0] }
    }
}
