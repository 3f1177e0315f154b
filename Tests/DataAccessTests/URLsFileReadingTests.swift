import DataAccess
import Domain
import Foundation
import TestSupport
import Testing

/// Reading a newsboat `urls` file: what each kind of line says, and that a bad line is named
/// with its number but does not stop the rest.
@Suite("The feed list file: reading")
struct URLsFileReadingTests {
    static let newsboatFile = """
        # My feeds
        https://example.com/feed.xml "tech" "world news" "~Example: \\"quoted\\"" 

        http://hidden.org/rss "!" tech
        \t  # an indented comment
        query:Unread articles:unread = "yes"
        exec:~/bin/make-feed.sh "scripts"
        filter:~/bin/filter.sh:https://filtered.org/feed
        ftp://old.org/feed "tech"
        https://broken.org/feed "unclosed
        file:///home/ada/local.xml # a comment after the URL
        https://EXAMPLE.com:443/feed.xml "again"
        https://ja.example.jp/フィード "~日本のニュース 📰" "premium"
        """

    @Test func feedsTagsTitlesAndHiddenMarksAreRead() throws {
        let fixture = try FeedListFixture(Self.newsboatFile)
        let list = try fixture.store.list()
        try #require(list.feeds.count == 4)
        #expect(list.feeds.map(\.address.text) == [
            "https://example.com/feed.xml", "http://hidden.org/rss", "file:///home/ada/local.xml",
            "https://ja.example.jp/フィード",
        ])
        #expect(list.feeds[0].tags == ["tech", "world news"])
        #expect(list.feeds[0].title == "Example: \"quoted\"")
        #expect(list.feeds[1].isHidden && list.feeds[1].tags == ["tech"])
        #expect(list.feeds[2].tags.isEmpty)
        #expect(list.feeds[3].title == "日本のニュース 📰" && list.feeds[3].needsAccount)
    }

    @Test func badLinesAreNamedWithTheirNumbersAndTheRestIsRead() throws {
        let fixture = try FeedListFixture(Self.newsboatFile)
        let problems = try fixture.store.list().problems.map(\.message)
        #expect(problems == [
            "line 9: ftp://old.org/feed: only http, https and file feeds can be added",
            "line 10: a quote (\") is not closed",
            "line 12: the same feed as line 2",
        ])
    }

    /// As an edit with `E` leaves them: a feed written again in another RFC 3986 spelling is
    /// named as a repeat, and fetched once.
    @Test func aFeedRespelledWithAFragmentAnEncodingOrDotSegmentsIsARepeat() throws {
        let fixture = try FeedListFixture(
            "http://127.0.0.1:19500/feed.xml\nhttp://127.0.0.1:19500/feed.xml#frag\n"
                + "http://127.0.0.1:19500/%66eed.xml\nhttp://127.0.0.1:19500/./feed.xml\n")
        let list = try fixture.store.list()
        #expect(list.feeds.map(\.address.text) == ["http://127.0.0.1:19500/feed.xml"])
        #expect(list.problems.map(\.message) == (2...4).map { "line \($0): the same feed as line 1" })
    }

    @Test func aMissingFileIsAnEmptyListAndIsNotMade() throws {
        let folder = try TemporaryFolder()
        let store = URLsFileStore(file: folder.file("aichats/urls"))
        #expect(try store.list() == FeedList())
        #expect(try folder.listing().isEmpty)
    }

    @Test func anUnreadableFileSaysWhy() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(at: folder.file("urls"), withIntermediateDirectories: true)
        #expect(throws: FeedListError.unreadable(path: folder.path("urls"), reason: "Is a directory")) {
            try URLsFileStore(file: folder.file("urls")).list()
        }
    }

    @Test func aNamedPipeIsRefusedInsteadOfWaitedOn() throws {
        let folder = try TemporaryFolder()
        #expect(mkfifo(folder.path("urls"), 0o600) == 0)
        #expect(throws: FeedListError.unreadable(path: folder.path("urls"), reason: "it is not a regular file")) {
            try URLsFileStore(file: folder.file("urls")).list()
        }
    }

    @Test func crLfLinesAByteOrderMarkAndNoLastNewlineAreRead() throws {
        let fixture = try FeedListFixture("\u{FEFF}https://a.org/feed \"x\"\r\n# c\r\nhttps://b.org/feed \"~B\"")
        let list = try fixture.store.list()
        #expect(list.feeds.map(\.address.text) == ["https://a.org/feed", "https://b.org/feed"])
        #expect(list.feeds.map(\.tags) == [["x"], []])
        #expect(list.feeds[1].title == "B" && list.problems.isEmpty)
    }

    @Test func aLineThatIsNotUTF8IsNamed() throws {
        let folder = try TemporaryFolder()
        try Data("https://a.org/feed\nhttps://b.org/\u{FF}\n".utf8 + [0xFF, 0x0A]).write(to: folder.file("urls"))
        let list = try URLsFileStore(file: folder.file("urls")).list()
        #expect(list.problems == [FeedListProblem(line: 3, reason: "the line is not UTF-8 text")])
        #expect(list.feeds.count == 2)
    }

    /// A comment is not read, so its encoding (`# café` in Latin-1) is nothing to warn about.
    @Test func aCommentThatIsNotUTF8IsNotNamed() throws {
        let folder = try TemporaryFolder()
        try Data("https://a.org/feed\n".utf8 + Array("  # caf".utf8) + [0xE9, 0x0A]).write(to: folder.file("urls"))
        let list = try URLsFileStore(file: folder.file("urls")).list()
        #expect(list.problems == [])
        #expect(list.feeds.map(\.address.text) == ["https://a.org/feed"])
    }

    /// Dropped, the NUL would make another URL (`http://b.com/fjunk`) than the one written.
    @Test func aNULInAFeedLineMakesItUnreadable() throws {
        let folder = try TemporaryFolder()
        try Data("https://a.org/feed\nhttp://b.com/f\u{0}junk \"t\"\n".utf8).write(to: folder.file("urls"))
        let list = try URLsFileStore(file: folder.file("urls")).list()
        #expect(list.problems == [FeedListProblem(line: 2, reason: "the line holds a NUL byte")])
        #expect(list.feeds.map(\.address.text) == ["https://a.org/feed"])
    }
}

/// A `urls` file in a temporary folder of its own (removed with the value) and its store.
struct FeedListFixture {
    let folder: TemporaryFolder
    var store: URLsFileStore { URLsFileStore(file: folder.file("urls")) }

    init(_ text: String? = nil) throws {
        folder = try TemporaryFolder()
        if let text { try folder.write(text, to: "urls") }
    }

    /// The file's text now.
    var text: String { (try? folder.text("urls")) ?? "" }
}
