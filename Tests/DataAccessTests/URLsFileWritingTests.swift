import DataAccess
import Domain
import Foundation
import TestSupport
import Testing

/// Changing the feed list file: nothing the user wrote is lost, and a change is all or nothing.
@Suite("The feed list file: adding and removing")
struct URLsFileWritingTests {
    static let original = URLsFileReadingTests.newsboatFile

    @Test func addingKeepsEveryByteAndEndsTheLastLineFirst() throws {
        let fixture = try FeedListFixture(Self.original)
        try fixture.store.add(FeedSubscription(
            address: try FeedAddress("https://new.org/feed"), tags: ["a \"quoted\" tag", "back\\slash"], title: "Ünïcode ✓"))
        #expect(fixture.text == Self.original + "\n" + #"https://new.org/feed "a \"quoted\" tag" "back\\slash" "~Ünïcode ✓""# + "\n")
        let added = try #require(try fixture.store.list().feeds.last)
        #expect(added.tags == ["a \"quoted\" tag", "back\\slash"] && added.title == "Ünïcode ✓")
    }

    @Test func removingTakesOnlyTheFeedsLinesInAnySpelling() throws {
        let fixture = try FeedListFixture(Self.original)
        let removed = try fixture.store.remove(try FeedAddress("https://example.com/feed.xml"))
        #expect(removed.tags == ["tech", "world news"])
        let kept = Self.original.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("https://example.com/") && !$0.hasPrefix("https://EXAMPLE.com") }
        #expect(fixture.text == kept.joined(separator: "\n"))
        #expect(throws: FeedListError.notListed("https://example.com/feed.xml")) {
            try fixture.store.remove(try FeedAddress("https://example.com/feed.xml"))
        }
    }

    /// `cat urls` must not drive the terminal: an escape sequence in a title or a tag is left out.
    @Test func controlCharactersOfATitleOrTagAreNotWritten() throws {
        let fixture = try FeedListFixture()
        try fixture.store.add(FeedSubscription(
            address: try FeedAddress("https://c.org/feed"), tags: ["t\u{7}ag"], title: "evil\u{1B}[31mred\u{1B}]0;x\u{7}"))
        #expect(fixture.text == "https://c.org/feed \"tag\" \"~evilred\"\n")
    }

    @Test func aRefusedAddLeavesTheFileAsItWas() throws {
        let fixture = try FeedListFixture(Self.original)
        #expect(throws: FeedListError.alreadyListed("http://hidden.org/rss")) {
            try fixture.store.add(FeedSubscription(address: try FeedAddress("HTTP://hidden.org:80/rss")))
        }
        #expect(fixture.text == Self.original)
    }

    /// Added again, the feed would be listed twice once the line is mended.
    @Test func aFeedOnALineThatCannotBeReadIsNotAddedAgain() throws {
        let original = "https://a.org/feed\n  https://four.example/feed \"w\u{0}x\"\nhttps://five.example/feed \"open\n"
        let fixture = try FeedListFixture(original)
        #expect(throws: FeedListError.listedOnUnreadableLine("https://FOUR.example/feed", line: 2, reason: "the line holds a NUL byte")) {
            try fixture.store.add(FeedSubscription(address: try FeedAddress("https://FOUR.example/feed")))
        }
        #expect(throws: FeedListError.listedOnUnreadableLine("https://five.example/feed", line: 3, reason: "a quote (\") is not closed")) {
            try fixture.store.add(FeedSubscription(address: try FeedAddress("https://five.example/feed")))
        }
        #expect(FeedListError.listedOnUnreadableLine("https://five.example/feed", line: 3, reason: "a quote (\") is not closed").message
            == "https://five.example/feed is already in the feed list, on line 3, which cannot be read (a quote (\") is not closed); "
            + "mend or remove that line")
        #expect(fixture.text == original)
    }

    @Test func aCrLfFileStaysCrLf() throws {
        let fixture = try FeedListFixture("# feeds\r\nhttps://a.org/feed \"x\"\r\nhttps://b.org/feed\r\n")
        try fixture.store.add(FeedSubscription(address: try FeedAddress("https://c.org/feed")))
        try fixture.store.remove(try FeedAddress("https://a.org/feed"))
        #expect(fixture.text == "# feeds\r\nhttps://b.org/feed\r\nhttps://c.org/feed\r\n")
    }

    @Test func aByteOrderMarkIsKept() throws {
        let fixture = try FeedListFixture("\u{FEFF}https://a.org/feed")
        try fixture.store.add(FeedSubscription(address: try FeedAddress("https://c.org/feed"), tags: ["t"]))
        // Compared as bytes: reading a file as a String drops its byte order mark.
        #expect(try fixture.folder.bytes("urls") == Data("\u{FEFF}https://a.org/feed\nhttps://c.org/feed \"t\"\n".utf8))
    }

    @Test func theFilesPermissionsAreKeptAndANewFileIsPrivate() throws {
        let fixture = try FeedListFixture("https://a.org/feed\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: fixture.folder.path("urls"))
        try fixture.store.add(FeedSubscription(address: try FeedAddress("https://c.org/feed")))
        #expect(try permissions(fixture.folder.path("urls")) == 0o644)
        #expect(try fixture.folder.listing() == ["urls"], "no temporary file is left behind")

        let folder = try TemporaryFolder()
        try URLsFileStore(file: folder.file("config/aichats/urls")).add(FeedSubscription(address: try FeedAddress("https://c.org/feed")))
        #expect(try permissions(folder.path("config/aichats/urls")) == 0o600)
        #expect(try permissions(folder.path("config/aichats")) == 0o700)
        #expect(try folder.text("config/aichats/urls") == "https://c.org/feed\n")
    }

    @Test func aSymbolicLinkStaysALinkToTheChangedFile() throws {
        let fixture = try FeedListFixture("https://a.org/feed\n")
        try FileManager.default.createSymbolicLink(atPath: fixture.folder.path("link"), withDestinationPath: "urls")
        try URLsFileStore(file: fixture.folder.file("link")).add(FeedSubscription(address: try FeedAddress("https://c.org/feed")))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: fixture.folder.path("link")) == "urls")
        #expect(fixture.text == "https://a.org/feed\nhttps://c.org/feed\n")
    }

    @Test func aListInAPlaceThatCannotHoldOneSaysWhyAndNothingIsMade() throws {
        let folder = try TemporaryFolder()
        try folder.write("not a folder", to: "config")
        let store = URLsFileStore(file: folder.file("config/aichats/urls"))
        #expect(throws: FeedListError.unreadable(path: folder.path("config/aichats/urls"), reason: "Not a directory")) {
            try store.add(FeedSubscription(address: try FeedAddress("https://c.org/feed")))
        }
        #expect(try folder.listing() == ["config"])
        #expect(try folder.text("config") == "not a folder")
    }

    func permissions(_ path: String) throws -> Int {
        try #require(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
    }
}
