import Domain
import Testing

@Suite("The feed list as OPML 2.0")
struct FeedOPMLTests {
    /// A group stands where its first feed stands, an untagged feed where it stands: the export
    /// put untagged feeds first, so a round trip moved them to the top of the list.
    @Test func feedsAreGroupedByTheirFirstTagAndEscaped() throws {
        let feeds = [
            FeedSubscription(address: try FeedAddress("https://a.org/feed?x=1&y=2"), tags: ["tech", "premium"], title: "A <\"&'> 日本"),
            FeedSubscription(address: try FeedAddress("https://b.org/feed")),
            FeedSubscription(address: try FeedAddress("https://c.org/feed"), tags: ["tech"], isHidden: true),
            FeedSubscription(address: try FeedAddress("https://d.org/feed"), tags: ["world\tnews"], title: "bell\u{7}"),
        ]
        #expect(FeedOPML.document(for: feeds) == """
            <?xml version="1.0" encoding="UTF-8"?>
            <opml version="2.0" xmlns:aichats="urn:aichats:opml">
              <head>
                <title>aichats feeds</title>
              </head>
              <body>
                <outline text="tech" title="tech">
                  <outline type="rss" text="A &lt;&quot;&amp;&apos;&gt; 日本" title="A &lt;&quot;&amp;&apos;&gt; 日本" \
            xmlUrl="https://a.org/feed?x=1&amp;y=2" category="tech,premium" aichats:titleFrom="user"/>
                  <outline type="rss" text="https://c.org/feed" title="https://c.org/feed" xmlUrl="https://c.org/feed" category="tech" \
            aichats:titleFrom="feed"/>
                </outline>
                <outline type="rss" text="https://b.org/feed" title="https://b.org/feed" xmlUrl="https://b.org/feed" aichats:titleFrom="feed"/>
                <outline text="world news" title="world news">
                  <outline type="rss" text="bell" title="bell" xmlUrl="https://d.org/feed" category="world news" aichats:titleFrom="user"/>
                </outline>
              </body>
            </opml>

            """)
    }

    /// As the app names a feed: its `~Title`, else the title it gave itself, else its URL.
    @Test func aFeedWithoutATitleOfItsOwnInTheListIsNamedByItsCachedTitle() throws {
        let feeds = [
            FeedSubscription(address: try FeedAddress("https://a.org/feed"), title: "Mine"),
            FeedSubscription(address: try FeedAddress("https://b.org/feed")),
            FeedSubscription(address: try FeedAddress("https://c.org/feed")),
        ]
        let titles = ["https://a.org/feed": "Theirs", "https://b.org/feed": "B & co", "https://c.org/feed": ""]
        let document = FeedOPML.document(for: feeds, ownTitles: titles)
        #expect(document.contains(#"text="Mine" title="Mine" xmlUrl="https://a.org/feed" aichats:titleFrom="user"/>"#))
        #expect(document.contains(#"text="B &amp; co" title="B &amp; co" xmlUrl="https://b.org/feed" aichats:titleFrom="feed"/>"#))
        #expect(document.contains(#"text="https://c.org/feed" title="https://c.org/feed" xmlUrl="https://c.org/feed" aichats:titleFrom="feed"/>"#))
    }

    /// Named by its masked address, a feed with a login and no title yet came back from an
    /// import with that address pinned as its title for good: it is named by the address whole,
    /// as `xmlUrl` holds it (README: the export writes it whole, to be imported elsewhere).
    @Test func aFeedWithALoginAndNoTitleIsNamedByItsWholeAddress() throws {
        let feed = FeedSubscription(address: try FeedAddress("http://user:s3cr3t@a.org/feed"), tags: ["x"])
        let document = FeedOPML.document(for: [feed])
        #expect(document.contains(#"<outline type="rss" text="http://user:s3cr3t@a.org/feed" title="http://user:s3cr3t@a.org/feed" "#
            + #"xmlUrl="http://user:s3cr3t@a.org/feed" category="x" aichats:titleFrom="feed"/>"#))
        #expect(!document.contains("***"))
    }

    @Test func anEmptyListIsAnEmptyBody() {
        #expect(FeedOPML.document(for: []).contains("  <body>\n  </body>\n</opml>\n"))
    }
}
