import Foundation

/// The feed list as an OPML 2.0 document, the format other feed readers import. Feeds are
/// grouped under an outline named for their first tag, which stands where the group's first feed
/// stands in the list; untagged ones stand at the top level in their places. So an export
/// imported into an empty list gives the list's order back, but for tagged feeds moving up to
/// their group. All their tags go in `category`, so that no tag is lost. A feed is named as the
/// app names it: its `~Title`, else the title it gave itself (`ownTitles`, by URL, from the
/// cache), else its URL (written whole, as `xmlUrl`, never masked). Other readers show that name;
/// `aichats:titleFrom` (namespace `urn:aichats:opml`, which OPML 2.0 asks extensions to use, as
/// Thunderbird, Miniflux and FreshRSS do) says whose it is, `user` or `feed`, so that an import
/// pins only the user's titles and gives the list back as it was.
public enum FeedOPML {
    /// The namespace of aichats's own attribute.
    static let namespace = "urn:aichats:opml"

    public static func document(for feeds: [FeedSubscription], ownTitles: [String: String] = [:]) -> String {
        var groups: [String: [FeedSubscription]] = [:]
        var order: [(tag: String?, feed: FeedSubscription)] = []
        for feed in feeds {
            guard let tag = feed.tags.first else {
                order.append((nil, feed))
                continue
            }
            if groups[tag] == nil { order.append((tag, feed)) }
            groups[tag, default: []].append(feed)
        }
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#, #"<opml version="2.0" xmlns:aichats="\#(namespace)">"#,
            "  <head>", "    <title>aichats feeds</title>", "  </head>", "  <body>",
        ]
        for (tag, feed) in order {
            guard let tag else {
                lines.append("    " + outline(feed, own: ownTitles[feed.address.text]))
                continue
            }
            lines.append(#"    <outline text="\#(escaped(tag))" title="\#(escaped(tag))">"#)
            lines += groups[tag, default: []].map { "      " + outline($0, own: ownTitles[$0.address.text]) }
            lines.append("    </outline>")
        }
        return (lines + ["  </body>", "</opml>"]).joined(separator: "\n") + "\n"
    }

    /// One feed's outline, its name as the text a reader shows, and whose that name is.
    private static func outline(_ feed: FeedSubscription, own: String?) -> String {
        let users = feed.title.flatMap { $0.isEmpty ? nil : $0 }
        let name = escaped(users ?? own.flatMap { $0.isEmpty ? nil : $0 } ?? feed.address.text)
        var attributes = #"type="rss" text="\#(name)" title="\#(name)" xmlUrl="\#(escaped(feed.address.text))""#
        if !feed.tags.isEmpty { attributes += #" category="\#(escaped(feed.tags.joined(separator: ",")))""# }
        attributes += #" aichats:titleFrom="\#(users == nil ? "feed" : "user")""#
        return "<outline \(attributes)/>"
    }

    /// Text for an XML attribute: the five special characters as entities, tab and line breaks
    /// as character references (an attribute would turn them into spaces), and the characters
    /// XML 1.0 cannot hold at all dropped.
    static func escaped(_ text: String) -> String {
        text.replacingScalars { scalar in
            switch scalar {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\"": "&quot;"
            case "'": "&apos;"
            case "\t", "\n", "\r": "&#\(scalar.value);"
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: ""
            default: nil
            }
        }
    }
}
