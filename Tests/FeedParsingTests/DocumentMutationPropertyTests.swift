import Foundation
import PropertyBased
import Testing
import FeedParsing

/// A feed damaged anywhere reads or fails with a reason; it never ends the process.
@Suite struct DocumentMutationPropertyTests {
    static let document = Array("""
        <?xml version="1.0" encoding="UTF-8"?>
        <rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:media="http://search.yahoo.com/mrss/">
        <channel><title>T &amp; U</title><link>http://e.org/</link>
        <item><title>One</title><dc:creator>Ann</dc:creator><pubDate>Mon, 01 Jan 2024 00:00:00 GMT</pubDate>
        <description><![CDATA[<p>Hi</p>]]></description><media:thumbnail url="http://e.org/t.png"/></item>
        </channel></rss>
        """.utf8)

    /// Up to six bytes, each replaced by another: position × 256 + new byte.
    static let damage = Gen.int(in: 0...(document.count * 256 - 1)).array(of: 1...6)

    @Test func damagedBytesNeverCrash() async {
        await propertyCheck(count: 300, input: Self.damage) { changes in
            var bytes = Self.document
            for change in changes {
                bytes[change / 256] = UInt8(change % 256)
            }
            do throws(FeedParseError) {
                let feed = try parseFeed(Data(bytes))
                #expect(feed.items.count <= 1)
            } catch {
                #expect(!error.description.isEmpty)
            }
        }
    }

    @Test func aCutAnywhereInsideTheRootIsTruncated() async {
        let rootStart = Self.document.count - (String(decoding: Self.document, as: UTF8.self)
            .components(separatedBy: "<rss").last?.utf8.count ?? 0)
        await propertyCheck(count: 200, input: Gen.int(in: rootStart...(Self.document.count - 1))) { length in
            #expect(parseError(Data(Self.document[..<length])) == .truncated)
        }
    }
}
