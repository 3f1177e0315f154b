import Foundation

/// The feed list as an OPML 2.0 document, the format other feed readers import. Feeds are
/// grouped under an outline named for their first tag (untagged ones at the top level, first),
/// in list order; all their tags go in `category`, so that no tag is lost.
public enum FeedOPML {
    public static func document(for feeds: [FeedSubscription]) -> String {
        var groups: [(tag: String, feeds: [FeedSubscription])] = []
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#, #"<opml version="2.0">"#,
            "  <head>", "    <title>aichats feeds</title>", "  </head>", "  <body>",
        ]
        for feed in feeds {
            guard let tag = feed.tags.first else {
                lines.append("    " + outline(feed))
                continue
            }
            if let index = groups.firstIndex(where: { $0.tag == tag }) {
                groups[index].feeds.append(feed)
            } else {
                groups.append((tag, [feed]))
            }
        }
        for group in groups {
            lines.append(#"    <outline text="\#(escaped(group.tag))" title="\#(escaped(group.tag))">"#)
            lines += group.feeds.map { "      " + outline($0) }
            lines.append("    </outline>")
        }
        return (lines + ["  </body>", "</opml>"]).joined(separator: "\n") + "\n"
    }

    /// One feed's outline: its `~Title`, else its URL, as the text a reader shows.
    private static func outline(_ feed: FeedSubscription) -> String {
        let name = escaped(feed.title ?? feed.address.text)
        var attributes = #"type="rss" text="\#(name)" title="\#(name)" xmlUrl="\#(escaped(feed.address.text))""#
        if !feed.tags.isEmpty { attributes += #" category="\#(escaped(feed.tags.joined(separator: ",")))""# }
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
