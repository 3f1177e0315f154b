import Domain
import Foundation
import GRDB

/// Reads `item` rows into `FeedItem`s. Text is cleaned (`UntrustedText`) on the way out too, as
/// another program may have written the file.
enum FeedItemRow {
    static let columns = columns(withContent: true)

    /// The columns `item(_:)` reads; without the content, empty values for the text and links.
    /// An item without a summary (only Atom `<content>`, `content:encoded`, JSON Feed's
    /// `content_html`) gets the start of its content's text as its summary, so that
    /// `news --json` and the lists have its text too: SQLite reads the content only for those
    /// items, and a page of them stays small.
    static func columns(withContent: Bool) -> String {
        "id, feed, guid, link, title, author, published, updated, first_seen, "
            + "CASE WHEN summary_text = '' THEN substr(content_text, 1, \(summaryFromContent)) ELSE summary_text END, "
            + (withContent ? "content_text, links" : "'', '[]'") + ", read, bookmarked"
    }

    /// How much of the content stands for a missing summary, in characters.
    static let summaryFromContent = 2000

    static func item(_ row: Row) -> FeedItem {
        FeedItem(
            id: row[0], feed: row[1], guid: clean(row[2]), link: clean(row[3]), title: clean(row[4]),
            author: clean(row[5]), published: (row[6] as Double?).map(Date.init(storedValue:)),
            updated: (row[7] as Double?).map(Date.init(storedValue:)), firstSeen: Date(storedValue: row[8]),
            summaryText: clean(row[9]), contentText: clean(row[10]), links: links(row[11]),
            isRead: row[12], isBookmarked: row[13])
    }

    private static func clean(_ text: String?) -> String { UntrustedText.clean(text ?? "") }

    private static func links(_ json: String?) -> [String] {
        guard let json, json != "[]", let links = try? JSONDecoder().decode([String].self, from: Data(json.utf8)) else { return [] }
        return links.map(UntrustedText.clean)
    }
}
