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
        let attachments = object["attachments"] as? [Any] ?? []
        item.enclosures = attachments.compactMap { attachment in
            let url = JSONFields.link((attachment as? [String: Any])?["url"])
            return url.isEmpty ? nil : url
        }
        return item
    }
}
