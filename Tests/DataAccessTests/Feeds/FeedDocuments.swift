import Foundation

/// Feed documents for the fetching tests.
enum FeedDocuments {
    /// Two items; the first with HTML in its description.
    static let rss = """
        <?xml version="1.0" encoding="UTF-8"?>
        <rss version="2.0"><channel>
        <title>Test Feed</title><link>https://example.com/</link>
        <item><guid>urn:one</guid><title>First</title><link>https://example.com/1</link>
        <description>&lt;p&gt;Hello &lt;b&gt;world&lt;/b&gt;&lt;/p&gt;</description>
        <pubDate>Wed, 21 Oct 2015 07:28:00 GMT</pubDate></item>
        <item><guid>urn:two</guid><title>Second</title></item>
        </channel></rss>
        """

    /// `rss` cut after its first item, `channel` and `rss` still open.
    static var truncated: String { String(rss.prefix(upTo: rss.range(of: "</item>")!.upperBound)) }

    /// `rss` cut in the middle of a tag.
    static var cutInATag: String { String(rss.prefix(200)) }

    static let malformed = """
        <?xml version="1.0"?><rss version="2.0"><channel><title>Bad</title><item></channel></rss>
        """

    /// Ten levels of entities, each ten of the one before: 10^9 "lol"s if expanded.
    static var billionLaughs: String {
        var entities = #"<!ENTITY lol "lol">"#
        for level in 1...9 {
            let previous = level == 1 ? "lol" : "lol\(level - 1)"
            entities += "<!ENTITY lol\(level) \"" + String(repeating: "&\(previous);", count: 10) + "\">"
        }
        return """
            <?xml version="1.0"?><!DOCTYPE rss [\(entities)]>
            <rss version="2.0"><channel><title>&lol9;</title></channel></rss>
            """
    }
}
