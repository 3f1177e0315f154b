import DataAccess
import Domain
import Foundation
import TestSupport
import Testing

extension FeedFetchSuites {
    /// A feed that gives its article a new guid (Atom and JSON: `id`) at every fetch, fetched by
    /// the real helper and stored in the cache three times: one item, read. The feed is a file
    /// the test rewrites: a server in the test process shares its few threads with tests that
    /// block them, and its answers came too late on a busy machine.
    @Suite("Fetching a feed whose guids change at every fetch")
    struct FeedChurnedGuidTests {
        static func rss(_ session: Int) -> String {
            """
                <?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Churn</title>
                <item><guid>https://churn.example/a?sid=\(session)</guid><title>Same article</title>
                <link>https://churn.example/a</link><pubDate>Wed, 21 Oct 2015 07:28:00 GMT</pubDate></item>
                </channel></rss>
                """
        }

        static func atom(_ session: Int) -> String {
            """
                <?xml version="1.0" encoding="UTF-8"?><feed xmlns="http://www.w3.org/2005/Atom"><title>Churn</title>
                <id>urn:churn</id><updated>2015-10-21T07:28:00Z</updated>
                <entry><id>urn:session:\(session):a</id><title>Same article</title><link href="https://churn.example/a"/>
                <published>2015-10-21T07:28:00Z</published><updated>2015-10-21T07:28:00Z</updated></entry></feed>
                """
        }

        static func json(_ session: Int) -> String {
            """
                {"version": "https://jsonfeed.org/version/1.1", "title": "Churn", "items": [{"id": "\(session)-a",
                "url": "https://churn.example/a", "title": "Same article", "date_published": "2015-10-21T07:28:00Z",
                "content_text": "Hello"}]}
                """
        }

        @Test("the article stays one item, its read mark kept", arguments: ["rss", "atom", "json"])
        func oneItem(format: String) async throws {
            let document = try #require(["rss": Self.rss, "atom": Self.atom, "json": Self.json][format])
            let folder = try TemporaryFolder()
            let fixture = try FeedCacheFixture()
            let url = folder.file("feed")
            for session in 1...3 {
                try folder.write(document(session), to: "feed")
                let outcome = try await FeedFetching.fetch(url)
                let fetched = try #require(outcome.feed, "\(outcome)")
                try await fixture.cache.store(fetched, feed: url.absoluteString, validators: FeedValidators(), at: instant(Double(session)))
                if session == 1 { try await fixture.cache.setRead(try await fixture.all().map(\.id), true) }
            }
            let items = try await fixture.all()
            #expect(items.count == 1 && items.allSatisfy(\.isRead), "\(items.map(\.guid))")
        }
    }
}
