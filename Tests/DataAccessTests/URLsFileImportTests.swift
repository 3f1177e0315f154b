import DataAccess
import Domain
import Foundation
import TestSupport
import Testing

/// Importing a newsboat `urls` file into the feed list.
@Suite("The feed list file: importing")
struct URLsFileImportTests {
    @Test func newFeedsAreAddedAsWrittenListedOnesSkippedAndRepeatsCountedApart() throws {
        let fixture = try FeedListFixture("# mine\nhttps://a.org/feed \"x\"\n")
        try fixture.folder.write("""
            https://A.org:443/feed "other"
            https://b.org/feed "tech" "~B" # mine too
            query:Unread:unread = "yes"
            exec:~/bin/feed.sh
            gopher://c.org/feed
            https://b.org/feed
            https://d.org/feed "!"
            """, to: "newsboat-urls")
        let report = try fixture.store.importFeeds(from: fixture.folder.file("newsboat-urls"))
        #expect(report.added.map(\.address.text) == ["https://b.org/feed", "https://d.org/feed"])
        #expect(report.skipped.map(\.address.text) == ["https://A.org:443/feed"])
        #expect(report.listedTwice.map(\.address.text) == ["https://b.org/feed"], "its first line, with its tags, is kept")
        #expect(report.notImported == 2)
        #expect(report.problems.map(\.message) == ["line 5: gopher://c.org/feed: only http, https and file feeds can be added"])
        #expect(fixture.text == "# mine\nhttps://a.org/feed \"x\"\nhttps://b.org/feed \"tech\" \"~B\" # mine too\nhttps://d.org/feed \"!\"\n")
    }

    /// The feed a `filter:CMD:URL` line wraps is given, split at the first colon after the
    /// command as newsboat splits it; the line is not imported and its command never run.
    @Test func theFeedOfAFilterLineIsGiven() throws {
        let fixture = try FeedListFixture("")
        try fixture.folder.write("""
            "filter:touch \(fixture.folder.path("ran")):https://a.org/feed?x=1" "tech"
            FILTER:~/bin/f.sh:http://b.org/rss
            filter:no-url:
            filter:nothing
            exec:~/bin/feed.sh
            """, to: "newsboat-urls")
        let report = try fixture.store.importFeeds(from: fixture.folder.file("newsboat-urls"))
        #expect(report.notImported == 5)
        #expect(report.filteredFeeds == ["https://a.org/feed?x=1", "http://b.org/rss"])
        #expect(report.added.isEmpty && fixture.text.isEmpty)
        #expect(!fixture.folder.exists("ran"))
    }

    /// A line that holds control characters or escape sequences is written again from its feed,
    /// so that `cat urls` cannot drive the terminal; a clean one stays as written.
    @Test func aLineWithEscapeSequencesIsWrittenClean() throws {
        let fixture = try FeedListFixture("")
        try fixture.folder.write("https://a.org/feed \"t\u{1}ag\" \"~Ti\u{1B}[2Jtle\"\nhttps://b.org/feed \"ok\" # note\n",
                                 to: "newsboat-urls")
        _ = try fixture.store.importFeeds(from: fixture.folder.file("newsboat-urls"))
        #expect(fixture.text == "https://a.org/feed \"tag\" \"~Title\"\nhttps://b.org/feed \"ok\" # note\n")
    }

    @Test func aFeedOnALineOfTheListThatCannotBeReadIsSkipped() throws {
        let fixture = try FeedListFixture("https://a.org/feed \"w\u{0}x\"\n")
        try fixture.folder.write("https://a.org/feed\nhttps://b.org/feed\n", to: "newsboat-urls")
        let report = try fixture.store.importFeeds(from: fixture.folder.file("newsboat-urls"))
        #expect(report.skipped.map(\.address.text) == ["https://a.org/feed"])
        #expect(fixture.text == "https://a.org/feed \"w\u{0}x\"\nhttps://b.org/feed\n")
    }

    @Test func aFileThatIsNeitherKindIsRefusedAndTheListIsUnchanged() throws {
        let fixture = try FeedListFixture("https://a.org/feed\n")
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0xFF, 0x00]).write(to: fixture.folder.file("image.png"))
        try fixture.folder.write("Dear diary,\ntoday I imported nothing.\n", to: "diary.txt")
        #expect(throws: FeedListError.notAFeedList(path: fixture.folder.path("image.png"), problem: "line 1: the line is not UTF-8 text")) {
            try fixture.store.importFeeds(from: fixture.folder.file("image.png"))
        }
        #expect(throws: FeedListError.notAFeedList(
            path: fixture.folder.path("diary.txt"),
            problem: "line 1: 'Dear' is not a URL; write it in full, e.g. https://example.com/feed.xml")) {
            try fixture.store.importFeeds(from: fixture.folder.file("diary.txt"))
        }
        #expect(fixture.text == "https://a.org/feed\n")
    }

    /// An empty input is most often a download that failed on its way in (`curl … | aichats
    /// feeds import -`): refused, not "Imported 0 feeds".
    @Test func anEmptyFileIsRefused() throws {
        let fixture = try FeedListFixture("https://a.org/feed\n")
        try fixture.folder.write(" \n\n", to: "empty")
        #expect(throws: FeedListError.notAFeedList(path: fixture.folder.path("empty"), problem: "it is empty")) {
            try fixture.store.importFeeds(from: fixture.folder.file("empty"))
        }
        #expect(fixture.text == "https://a.org/feed\n")
    }

    @Test func aURLsFileWithOnlyABadLineIsStillAURLsFileWhenItHasAComment() throws {
        let fixture = try FeedListFixture()
        try fixture.folder.write("# old feeds\ngopher://c.org/feed\n", to: "theirs")
        let report = try fixture.store.importFeeds(from: fixture.folder.file("theirs"))
        #expect(report.added.isEmpty && report.problems.map(\.line) == [2])
    }

    @Test func aMissingImportFileSaysSo() throws {
        let fixture = try FeedListFixture()
        #expect(throws: FeedListError.unreadable(path: fixture.folder.path("nope"), reason: "No such file or directory")) {
            try fixture.store.importFeeds(from: fixture.folder.file("nope"))
        }
        #expect(!fixture.folder.exists("urls"))
    }

    @Test func importingIntoNoListMakesIt() throws {
        let fixture = try FeedListFixture()
        try fixture.folder.write("https://a.org/feed \"t\"", to: "theirs")
        let report = try fixture.store.importFeeds(from: fixture.folder.file("theirs"))
        #expect(report.added.count == 1 && report.skipped.isEmpty)
        #expect(fixture.text == "https://a.org/feed \"t\"\n")
    }
}
