import DataAccess
import Domain
import DomainDoubles
import Foundation
import TestSupport
import Testing

/// Importing an OPML file into the feed list, its document read by an `OPMLReader` double.
@Suite("The feed list file: importing OPML")
struct URLsFileOPMLImportTests {
    static let document = "\u{FEFF}\n  <?xml version=\"1.0\"?>\n<opml version=\"2.0\"><body/></opml>"

    func store(_ fixture: FeedListFixture, reader: ScriptedOPMLReader) -> URLsFileStore {
        URLsFileStore(file: fixture.folder.file("urls"), opmlReader: reader)
    }

    @Test func theReaderGetsTheFileAsItIsAndItsFeedsAreAddedAsLines() throws {
        let fixture = try FeedListFixture("# mine\r\nhttps://a.org/feed \"x\"\r\n")
        try fixture.folder.write(Self.document, to: "feeds.opml")
        let reader = ScriptedOPMLReader([
            OPMLEntry(url: "https://b.org/feed", title: "B \"quoted\"", folders: ["Tech", "Swift"]),
            OPMLEntry(url: "https://A.ORG/feed", title: "A again"),
            OPMLEntry(url: "gopher://c.org/", title: "C"),
            OPMLEntry(url: "https://d.org/feed", title: "https://d.org/feed", categories: ["news"]),
        ])
        let report = try store(fixture, reader: reader).importFeeds(from: fixture.folder.file("feeds.opml"))
        #expect(reader.documents == [Data(Self.document.utf8)])
        #expect(report.added.map(\.address.text) == ["https://b.org/feed", "https://d.org/feed"])
        #expect(report.skipped.map(\.address.text) == ["https://A.ORG/feed"])
        #expect(report.problems.map(\.message) == ["gopher://c.org/: only http, https and file feeds can be added"])
        #expect(fixture.text == "# mine\r\nhttps://a.org/feed \"x\"\r\n"
            + "https://b.org/feed \"Tech\" \"Swift\" \"~B \\\"quoted\\\"\"\r\nhttps://d.org/feed \"news\"\r\n")
        let list = try store(fixture, reader: reader).list()
        #expect(list.feeds[1] == FeedSubscription(
            address: try FeedAddress("https://b.org/feed"), tags: ["Tech", "Swift"], title: "B \"quoted\""))
    }

    @Test func aFeedOnALineOfTheListThatCannotBeReadIsSkipped() throws {
        let fixture = try FeedListFixture("https://a.org/feed \"open\n")
        try fixture.folder.write(Self.document, to: "feeds.opml")
        let reader = ScriptedOPMLReader([OPMLEntry(url: "https://a.org/feed", title: "A")])
        let report = try store(fixture, reader: reader).importFeeds(from: fixture.folder.file("feeds.opml"))
        #expect(report.skipped.map(\.address.text) == ["https://a.org/feed"])
        #expect(fixture.text == "https://a.org/feed \"open\n")
    }

    @Test func aDocumentTheReaderRefusesLeavesTheListAsItWas() throws {
        let fixture = try FeedListFixture("https://a.org/feed\n")
        try fixture.folder.write(Self.document, to: "evil.opml")
        let reader = ScriptedOPMLReader(failing: "the document declares XML entities")
        #expect(throws: FeedListError.opmlUnreadable(path: fixture.folder.path("evil.opml"), reason: "the document declares XML entities")) {
            try store(fixture, reader: reader).importFeeds(from: fixture.folder.file("evil.opml"))
        }
        #expect(fixture.text == "https://a.org/feed\n")
    }

    @Test func nothingNewWritesNothing() throws {
        let fixture = try FeedListFixture()
        try fixture.folder.write(Self.document, to: "feeds.opml")
        let report = try store(fixture, reader: ScriptedOPMLReader([])).importFeeds(from: fixture.folder.file("feeds.opml"))
        #expect(report == FeedImportReport())
        #expect(!fixture.folder.exists("urls"))
    }

    @Test func aURLsFileNeverReachesTheReader() throws {
        let fixture = try FeedListFixture()
        try fixture.folder.write("https://a.org/feed\n", to: "theirs")
        let reader = ScriptedOPMLReader(failing: "not asked")
        #expect(try store(fixture, reader: reader).importFeeds(from: fixture.folder.file("theirs")).added.count == 1)
        #expect(reader.documents.isEmpty)
    }
}
