import Foundation

/// One JSON Feed item. Version 1.1 lists `authors`; 1.0 had one `author`.
enum JSONItemReader {
    static func item(_ object: [String: Any]) -> ParsedItem {
        var item = ParsedItem()
        item.guid = JSONFields.string(object["id"])
        item.link = JSONFields.link(object["url"])
        item.title = JSONFields.string(object["title"])
        item.summary = PlainTextHTML.html(JSONFields.string(object["summary"]))
        let html = JSONFields.string(object["content_html"])
        item.content = html.isEmpty ? PlainTextHTML.html(JSONFields.string(object["content_text"])) : html
        let authors = object["authors"] as? [Any] ?? []
        item.authorName = JSONFields.firstString(
            (authors.first as? [String: Any])?["name"],
            (object["author"] as? [String: Any])?["name"])
        item.published = Date(feedDate: JSONFields.string(object["date_published"]))
        item.updated = Date(feedDate: JSONFields.string(object["date_modified"]))
        item.thumbnail = [object["image"], object["banner_image"]].map(JSONFields.link).first { !$0.isEmpty } ?? ""
        let attachments = (object["attachments"] as? [Any] ?? []).compactMap { $0 as? [String: Any] }
        item.enclosureDetails = attachments.compactMap(enclosure)
        item.enclosures = item.enclosureDetails.map(\.url)
        return item
    }

    /// An attachment with its `mime_type`, `size_in_bytes` and `duration_in_seconds`, so a
    /// podcast in JSON Feed is marked as one in RSS is; nil without a string `url`.
    private static func enclosure(_ attachment: [String: Any]) -> ParsedEnclosure? {
        let url = JSONFields.link(attachment["url"])
        guard !url.isEmpty else { return nil }
        let seconds = (attachment["duration_in_seconds"] as? NSNumber).map { "\($0.intValue)" } ?? ""
        return ParsedEnclosure(
            url: url, type: JSONFields.string(attachment["mime_type"]),
            length: (attachment["size_in_bytes"] as? NSNumber)?.intValue ?? 0, duration: seconds)
    }
}
