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
            <opml version="2.0">
              <head>
                <title>aichats feeds</title>
              </head>
              <body>
                <outline text="tech" title="tech">
                  <outline type="rss" text="A &lt;&quot;&amp;&apos;&gt; 日本" title="A &lt;&quot;&amp;&apos;&gt; 日本" \
            xmlUrl="https://a.org/feed?x=1&amp;y=2" category="tech,premium"/>
                  <outline type="rss" text="https://c.org/feed" title="https://c.org/feed" xmlUrl="https://c.org/feed" category="tech"/>
                </outline>
                <outline type="rss" text="https://b.org/feed" title="https://b.org/feed" xmlUrl="https://b.org/feed"/>
                <outline text="world news" title="world news">
                  <outline type="rss" text="bell" title="bell" xmlUrl="https://d.org/feed" category="world news"/>
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
        #expect(document.contains(#"text="Mine" title="Mine" xmlUrl="https://a.org/feed""#))
        #expect(document.contains(#"text="B &amp; co" title="B &amp; co" xmlUrl="https://b.org/feed""#))
        #expect(document.contains(#"text="https://c.org/feed" title="https://c.org/feed" xmlUrl="https://c.org/feed""#))
    }

    @Test func anEmptyListIsAnEmptyBody() {
        #expect(FeedOPML.document(for: []).contains("  <body>\n  </body>\n</opml>\n"))
    }
}
