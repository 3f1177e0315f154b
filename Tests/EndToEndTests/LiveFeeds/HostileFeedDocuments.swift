import Foundation

/// Feeds whose text tries to drive the terminal: a screen clear (ESC[2J), the clipboard (OSC 52),
/// a hyperlink (OSC 8), the window title (OSC 0), CSI as the one C1 character U+009B, and a
/// right-to-left override (U+202E). JSON Feed carries ESC and BEL escaped (XML 1.0 forbids them);
/// RSS carries the C1 and bidi characters as they are.
enum HostileFeedDocuments {
    static let clear = "\u{1B}[2J", clipboard = "\u{1B}]52;c;SGVsbG8=\u{7}", title = "\u{1B}]0;pwned\u{7}"
    static func hyperlink(_ text: String) -> String { "\u{1B}]8;;https://evil.example/\u{7}\(text)\u{1B}]8;;\u{7}" }

    /// What the app must show of each hostile text.
    static let cleanFeedTitle = "Evil feed", cleanItemTitle = "Evil title with link, c1, rtl"
    static let cleanBody = "Body text here anchor end red abc", cleanRSSTitle = "Plain RSS title"

    static func json() throws -> String {
        let itemTitle = "Evil\(clear) title\(clipboard) with \(hyperlink("link")),\u{9B}2J c1, \u{202E}rtl"
        let body = "<p>Body\(clear) text\(clipboard) here \(hyperlink("anchor")) end\u{9B}31m red \u{202E}abc\(title)</p>"
        let item: [String: Any] = [
            "id": "hostile", "title": itemTitle, "url": "https://news.example.org/hostile",
            "date_published": ISO8601DateFormatter().string(from: Date().addingTimeInterval(-120)), "content_html": body,
        ]
        let feed: [String: Any] = [
            "version": "https://jsonfeed.org/version/1.1", "title": "Evil\(title) feed\u{202E}", "items": [item],
        ]
        return String(decoding: try JSONSerialization.data(withJSONObject: feed), as: UTF8.self)
    }

    static var rss: String {
        RSSDocument(title: "RSS\u{9B}2J feed", items: [
            .init(guid: "plain", title: "Plain\u{9B}2J RSS \u{202E}title", minutesAgo: 5, html: "<p>C1\u{9B}31m and \u{202E}bidi</p>"),
        ]).text
    }
}
