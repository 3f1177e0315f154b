import Foundation
import Testing
@testable import FeedParsing

@Suite struct OPMLTests {
    @Test func feedsWithTheFoldersTheySitIn() throws {
        let feeds = try parseOPML(Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <opml version="2.0"><head><title>Subscriptions</title></head><body>
              <outline text="Top" title="Top Feed" type="rss" xmlUrl="https://a.example/feed"/>
              <outline text="Tech">
                <outline text="Swift &amp; Co" type="rss" xmlUrl="https://b.example/rss" htmlUrl="https://b.example/"/>
                <outline title="Deep"><outline text="C" xmlurl="https://c.example/atom"/></outline>
              </outline>
              <outline text="No URL, no feed"/>
            </body></opml>
            """.utf8))
        #expect(feeds == [
            OPMLFeed(url: "https://a.example/feed", title: "Top Feed", tags: []),
            OPMLFeed(url: "https://b.example/rss", title: "Swift & Co", tags: ["Tech"]),
            OPMLFeed(url: "https://c.example/atom", title: "C", tags: ["Tech", "Deep"]),
        ])
    }

    /// A feed outline (`type="rss"`) without an `xmlUrl`, or with a blank one, is given with an
    /// empty URL, for the import to name it; a folder, typed so or not, is no feed.
    @Test func aFeedOutlineWithoutAnAddressIsGivenWithAnEmptyURL() throws {
        let feeds = try parseOPML(Data("""
            <opml version="2.0"><body>
              <outline text="nourl" type="rss" htmlUrl="http://example.com/"/>
              <outline text="Folder" title="Folder">
                <outline text="empty" type="RSS" xmlUrl="  "/>
                <outline text="Typed folder" type="rss"><outline text="A" xmlUrl="https://a.example/"/></outline>
              </outline>
              <outline text="Empty folder"/>
            </body></opml>
            """.utf8))
        #expect(feeds == [
            OPMLFeed(url: "", title: "nourl", tags: []),
            OPMLFeed(url: "", title: "empty", tags: ["Folder"]),
            OPMLFeed(url: "https://a.example/", title: "A", tags: ["Folder", "Typed folder"]),
        ])
    }

    @Test func refusesEntitiesAndWhatIsNotOPML() {
        let laughs = """
            <!DOCTYPE opml [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]>
            <opml><body><outline text="&b;" xmlUrl="https://x.example/"/></body></opml>
            """
        #expect(throws: FeedParseError.declaresEntities) { try parseOPML(Data(laughs.utf8)) }
        #expect(throws: FeedParseError.notOPML) {
            try parseOPML(Data("<rss version=\"2.0\"><channel/></rss>".utf8))
        }
        #expect(throws: FeedParseError.truncated) {
            try parseOPML(Data("<opml><body><outline text=\"a\">".utf8))
        }
    }

    @Test func tooManyOutlinesFail() {
        var limits = FeedParseLimits.standard
        limits.maxItems = 3
        let document = "<opml><body>" + String(repeating: "<outline xmlUrl=\"https://x/\"/>", count: 4) + "</body></opml>"
        #expect(throws: FeedParseError.tooManyItems(limit: 3)) { try parseOPML(Data(document.utf8), limits: limits) }
    }
}

extension OPMLTests {
    @Test func categoriesAreReadAsAList() throws {
        let feeds = try parseOPML(Data("""
            <opml version="2.0"><body><outline text="Tech">
              <outline text="A" xmlUrl="https://a.example/" category="tech, world news,,/Boston/Weather, "/>
              <outline text="B" xmlUrl="https://b.example/"/>
            </outline></body></opml>
            """.utf8))
        #expect(feeds.map(\.categories) == [["tech", "world news", "Boston/Weather"], []])
        #expect(feeds.map(\.tags) == [["Tech"], ["Tech"]])
    }
}

extension OPMLTests {
    /// aichats's export says whose each feed's title is; only `feed` marks it as the feed's own,
    /// and the attribute is never taken for the title.
    @Test func aichatsSaysWhoseATitleIs() throws {
        let feeds = try parseOPML(Data("""
            <opml version="2.0" xmlns:aichats="urn:aichats:opml"><body>
              <outline text="Mine" title="Mine" xmlUrl="https://a.example/" aichats:titleFrom="user"/>
              <outline text="Theirs" title="Theirs" xmlUrl="https://b.example/" aichats:titleFrom="feed"/>
              <outline text="Other reader" xmlUrl="https://c.example/"/>
            </body></opml>
            """.utf8))
        #expect(feeds.map(\.titleFromFeed) == [false, true, false])
        #expect(feeds.map(\.title) == ["Mine", "Theirs", "Other reader"])
    }
}
