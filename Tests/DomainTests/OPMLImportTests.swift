import Domain
import Foundation
import Testing

/// What the feeds of an OPML document become in the feed list.
@Suite("Importing OPML: tags, titles, duplicates, problems")
struct OPMLImportTests {
    static func feed(_ url: String, tags: [String] = [], title: String? = nil) throws -> FeedSubscription {
        FeedSubscription(address: try FeedAddress(url), tags: tags, title: title)
    }

    @Test func foldersThenCategoriesBecomeTagsOnceEachAndUnusableOnesAreLeftOut() throws {
        let entry = OPMLEntry(
            url: "https://a.org/feed", title: "A", folders: ["Tech", "", "Swift", "~Old", "!"],
            categories: ["Swift", "news", "~x"])
        #expect(try OPMLImport.subscription(for: entry) == Self.feed("https://a.org/feed", tags: ["Tech", "Swift", "news"], title: "A"))
    }

    @Test("the title becomes ~Title unless it is empty or the URL", arguments: [
        ("Ars Technica", "Ars Technica"), ("  Spaced  ", "Spaced"), ("", nil), ("   ", nil),
        ("https://a.org/feed", nil), ("https://a.org/feed ", nil), ("https://A.org/feed", "https://A.org/feed"),
    ] as [(String, String?)])
    func title(written: String, kept: String?) throws {
        let feed = try OPMLImport.subscription(for: OPMLEntry(url: "https://a.org/feed", title: written))
        #expect(feed.title == kept)
    }

    /// A title aichats's export marks as only the feed's own gives no `"~Title"`, which would
    /// freeze today's name; nor does a masked address, an older export's name for a feed with a
    /// login. Any other reader's title is kept.
    @Test func aTitleThatIsOnlyTheFeedsOwnOrAMaskedAddressIsNotPinned() throws {
        let own = OPMLEntry(url: "https://a.org/feed", title: "A's own", titleFromFeed: true)
        #expect(try OPMLImport.subscription(for: own).title == nil)
        let masked = OPMLEntry(url: "http://user:s3cr3t@a.org/feed", title: "http://user:***@a.org/feed")
        #expect(try OPMLImport.subscription(for: masked).title == nil)
        let token = OPMLEntry(url: "https://t0ken@a.org/feed", title: "https://***@a.org/feed")
        #expect(try OPMLImport.subscription(for: token).title == nil)
        #expect(try OPMLImport.subscription(for: OPMLEntry(url: "https://a.org/feed", title: "Mine")).title == "Mine")
    }

    @Test func newFeedsAreAddedListedOnesSkippedRepeatsCountedApartAndBadURLsAreProblems() throws {
        let list = FeedList(feeds: [try Self.feed("https://listed.org/feed")])
        let report = OPMLImport.report(for: [
            OPMLEntry(url: "https://new.org/feed", title: "New", folders: ["News"]),
            OPMLEntry(url: "HTTPS://LISTED.org:443/feed", title: "Listed"),
            OPMLEntry(url: "ftp://files.org/feed", title: "FTP"),
            OPMLEntry(url: "not a url", title: "Words"),
            OPMLEntry(url: "https://new.org/feed", title: "Again"),
            OPMLEntry(url: "file:///tmp/local.xml"),
        ], into: list)
        #expect(report.added == [
            try Self.feed("https://new.org/feed", tags: ["News"], title: "New"), try Self.feed("file:///tmp/local.xml"),
        ])
        #expect(report.skipped.map(\.address.text) == ["HTTPS://LISTED.org:443/feed"])
        #expect(report.listedTwice == [try Self.feed("https://new.org/feed", title: "Again")], "the first entry is kept")
        #expect(report.problems == [
            FeedListProblem(reason: "ftp://files.org/feed: only http, https and file feeds can be added"),
            FeedListProblem(reason: "'not a url' is not a URL; write it in full, e.g. https://example.com/feed.xml"),
        ])
        #expect(report.notImported == 0)
    }

    /// A feed outline without an address is named by its title, apart from the problems.
    @Test func aFeedOutlineWithoutAnAddressIsNamed() throws {
        let report = OPMLImport.report(for: [
            OPMLEntry(url: "", title: "nourl"), OPMLEntry(url: "https://a.org/feed"), OPMLEntry(url: " ", title: "blank"),
        ], into: FeedList(feeds: []))
        #expect(report.withoutAddress == ["nourl", "blank"])
        #expect(report.added == [try Self.feed("https://a.org/feed")])
        #expect(report.problems.isEmpty)
    }

    @Test func whatAnExportWritesComesBackTheSame() throws {
        // FeedOPML's shape: grouped under the first tag, every tag in category, the feed's own
        // title, else its URL, as the text of a feed without "~Title", marked as the feed's.
        let feeds = [
            try Self.feed("https://a.org/feed", tags: ["tech", "world news"], title: "A & co"),
            try Self.feed("https://b.org/feed"),
            try Self.feed("https://c.org/feed", tags: ["tech"]),
            try Self.feed("http://user:s3cr3t@d.org/feed"),
        ]
        let entries = [
            OPMLEntry(url: "https://a.org/feed", title: "A & co", folders: ["tech"], categories: ["tech", "world news"]),
            OPMLEntry(url: "https://b.org/feed", title: "https://b.org/feed", titleFromFeed: true),
            OPMLEntry(url: "https://c.org/feed", title: "C's own", folders: ["tech"], categories: ["tech"], titleFromFeed: true),
            OPMLEntry(url: "http://user:s3cr3t@d.org/feed", title: "http://user:s3cr3t@d.org/feed", titleFromFeed: true),
        ]
        #expect(OPMLImport.report(for: entries, into: FeedList()).added == feeds)
    }

    /// A comma separates tags in a folder's name as in `category`: an export of an older
    /// version, whose first tag "rock, pop" named the folder, comes back as clean tags.
    @Test func aFolderNameWithACommaGivesOneTagPerEntryEachOnce() throws {
        let entry = OPMLEntry(
            url: "http://c.example/f", title: "http://c.example/f", folders: ["rock, pop"],
            categories: ["rock", "pop", "news/world"])
        #expect(try OPMLImport.subscription(for: entry) == Self.feed("http://c.example/f", tags: ["rock", "pop", "news/world"]))
    }
}

extension OPMLImportTests {
    @Test func tenThousandFeedsAgainstTenThousandListedAreQuick() throws {
        let listed = FeedList(feeds: try (0..<10_000).map { try Self.feed("https://listed.org/\($0)") })
        let entries = (0..<10_000).map { OPMLEntry(url: "https://\($0 % 2 == 0 ? "new" : "listed").org/\($0)") }
        let started = ContinuousClock.now
        let report = OPMLImport.report(for: entries, into: listed)
        #expect(report.added.count == 5_000 && report.skipped.count == 5_000)
        #expect(ContinuousClock.now - started < .seconds(5))
    }
}
