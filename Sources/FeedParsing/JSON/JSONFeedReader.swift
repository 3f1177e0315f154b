import Foundation

/// JSON Feed 1.0 and 1.1. Read through JSONSerialization rather than Decodable so that a field
/// of an unexpected type (a numeric `id`, a null) costs that field, not the whole feed.
enum JSONFeedReader {
    static func feed(_ data: Data, limits: FeedParseLimits) throws(FeedParseError) -> ParsedFeed {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            throw .invalidJSON
        }
        guard let document = object as? [String: Any] else { throw .invalidJSON }
        guard document["version"] is String || document["items"] is [Any] else {
            throw .invalidJSON
        }
        // The first items, as a long XML feed keeps its first.
        let written = document["items"] as? [Any] ?? []
        var feed = ParsedFeed(
            title: JSONFields.string(document["title"]),
            link: JSONFields.string(document["home_page_url"]),
            items: written.prefix(limits.maxItems).compactMap { ($0 as? [String: Any]).map(JSONItemReader.item) })
        feed.leftOutItems = max(0, written.count - limits.maxItems)
        return feed
    }
}
