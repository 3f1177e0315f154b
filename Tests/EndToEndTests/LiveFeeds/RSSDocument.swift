import Foundation

/// A small RSS 2.0 document for the live-feed tests: items dated minutes before now, so that they
/// count as fresh for Explore's latest news and sort newest first.
struct RSSDocument {
    struct Item {
        var guid: String
        var title: String
        var minutesAgo: Int
        /// Escaped into the `description` as HTML.
        var html = ""
        /// The item's `link`; https://news.example.org/GUID when nil.
        var link: String? = nil
    }

    var title: String
    var items: [Item]

    var text: String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        let entries = items.map { item in
            let date = formatter.string(from: Date().addingTimeInterval(-60 * Double(item.minutesAgo)))
            return "<item><guid>\(item.guid)</guid><title>\(Self.escaped(item.title))</title>"
                + "<link>\(Self.escaped(item.link ?? "https://news.example.org/\(item.guid)"))</link><pubDate>\(date)</pubDate>"
                + "<description>\(Self.escaped(item.html))</description></item>"
        }
        return #"<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel>"#
            + "<title>\(Self.escaped(title))</title><link>https://news.example.org/</link>"
            + entries.joined() + "</channel></rss>"
    }

    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
