import Foundation

/// The feed a web page names in its head, as browsers and feed readers find it
/// (`<link rel="alternate" type="application/rss+xml" href="…">`), so that a user who gave the
/// site's address is told the feed's.
enum FeedAutodiscovery {
    private static let feedTypes: Set<String> = [
        "application/rss+xml", "application/atom+xml", "application/rdf+xml", "application/feed+json", "application/json",
    ]

    /// The first feed link's `href` as written (it may be relative), or nil. Reading stops at the
    /// body: an alternate link belongs in the head.
    static func feedLink(inPage data: Data) -> String? {
        var tokens = HTMLTokenizer(String(decoding: data, as: UTF8.self))
        while let token = tokens.next() {
            switch token {
            case .startTag(let tag) where tag.name == "link":
                if isFeedLink(tag), let href = tag.attribute("href")?.trimmingCharacters(in: .whitespaces), !href.isEmpty {
                    return href
                }
            case .startTag(let tag) where tag.name == "body": return nil
            case .endTag("head"): return nil
            default: continue
            }
        }
        return nil
    }

    private static func isFeedLink(_ tag: HTMLTag) -> Bool {
        let relations = (tag.attribute("rel") ?? "").lowercased().split(whereSeparator: \.isWhitespace)
        let type = (tag.attribute("type") ?? "").lowercased().prefix { $0 != ";" }.trimmingCharacters(in: .whitespaces)
        return relations.contains("alternate") && feedTypes.contains(type)
    }
}
