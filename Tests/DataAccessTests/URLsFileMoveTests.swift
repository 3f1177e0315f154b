import DataAccess
import Domain
import Foundation
import TestSupport
import Testing

/// `M` on Feeds: a feed that moved for good gets its new address on its own line, and nothing
/// else of the file changes; it refuses as `feeds add` and `remove` refuse.
@Suite("The feed list file: a feed's new address")
struct URLsFileMoveTests {
    static let original = """
        # my feeds\r
        https://old.example/feed.xml "tech" "world news" "~Old Name" "!" # kept for years\r
        https://other.example/rss "b"\r
        query:Unread:unread = "yes"\r
        \t"https://quoted.example/a b" "x"\r
        https://last.example/feed
        """

    @Test func theLineKeepsItsTagsTitleHiddenMarkCommentAndEnding() throws {
        let fixture = try FeedListFixture(Self.original)
        let moved = try fixture.store.moveFeed(try FeedAddress("HTTPS://OLD.example:443/feed.xml"), to: try FeedAddress("https://new.example/feed.xml"))
        #expect(moved.address.text == "https://new.example/feed.xml")
        #expect(moved.tags == ["tech", "world news"] && moved.title == "Old Name" && moved.isHidden)
        #expect(fixture.text == Self.original.replacingOccurrences(of: "https://old.example/feed.xml", with: "https://new.example/feed.xml"))
        #expect(try fixture.store.list().feeds.map(\.address.text) == [
            "https://new.example/feed.xml", "https://other.example/rss", "https://last.example/feed",
        ])
    }

    @Test func aLastLineWithoutItsLineBreakStaysSo() throws {
        let fixture = try FeedListFixture(Self.original)
        try fixture.store.moveFeed(try FeedAddress("https://last.example/feed"), to: try FeedAddress("https://moved.example/feed?x=1"))
        #expect(fixture.text == Self.original.replacingOccurrences(of: "https://last.example/feed", with: "https://moved.example/feed?x=1"))
    }

    @Test func theRefusalsLeaveTheFileAsItWas() throws {
        let fixture = try FeedListFixture(Self.original)
        // Removed meanwhile (another shell's `feeds remove`): as `remove` says it.
        #expect(throws: FeedListError.notListed("https://gone.example/feed")) {
            try fixture.store.moveFeed(try FeedAddress("https://gone.example/feed"), to: try FeedAddress("https://new.example/"))
        }
        #expect(throws: FeedListError.alreadyListed("https://other.example/rss")) {
            try fixture.store.moveFeed(try FeedAddress("https://old.example/feed.xml"), to: try FeedAddress("https://OTHER.example/rss"))
        }
        #expect(fixture.text == Self.original)
    }
}
