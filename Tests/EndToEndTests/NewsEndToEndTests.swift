import DataAccess
import Domain
import Foundation
import TestSupport
import Testing

/// `aichats news` and `aichats refresh` run as a script runs them, on a cache stored in the data
/// folder beforehand.
@Suite("aichats news and refresh on the command line")
struct NewsEndToEndTests {
    let config: TemporaryFolder, data: TemporaryFolder
    static let feed = "https://a.org/feed"

    init() throws {
        config = try TemporaryFolder()
        data = try TemporaryFolder(made: false)
        try FileManager.default.createDirectory(at: config.file("aichats"), withIntermediateDirectories: true)
        try config.write("\(Self.feed) \"~A\"\nhttps://b.org/feed\n", to: "aichats/urls")
    }

    func run(_ arguments: String...) throws -> CommandRun {
        try CommandRun(arguments, environment: ["XDG_CONFIG_HOME": config.url.path, "AICHATS_DATA_DIR": data.url.path])
    }

    /// Two items of the first feed in the data folder's cache, newest first as feeds list them, the
    /// older one read.
    func storeItems() async throws {
        let cache = SQLiteFeedCache(database: try AppDatabase(folder: data.url))
        let items = [(guid: "2", published: 1_700_000_060.0), (guid: "1", published: 1_700_000_000.0)].map { entry in
            var item = FetchedItem()
            (item.guid, item.title, item.link) = (entry.guid, "Item \(entry.guid)\u{1B}[2J", "https://a.org/\(entry.guid)")
            item.published = Date(timeIntervalSince1970: entry.published)
            item.summaryText = "Summary\nof \(entry.guid)"
            return item
        }
        try await cache.store(FetchedFeed(title: "Feed A", siteLink: "https://a.org", items: items), feed: Self.feed,
                              validators: FeedValidators(), at: Date(timeIntervalSince1970: 1_700_000_100))
        let older = try #require(try await cache.items(FeedItemQuery()).last)
        try await cache.setRead([older.id], true)
    }

    @Test func newsPrintsJSONLinesWithExactlyItsKeysAndText() async throws {
        try await storeItems()
        let json = try run("news", "--json")
        #expect(json.status == 0 && json.errors.isEmpty)
        let lines = json.output.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.first.map(String.init) == #"{"id":2,"feed":"https://a.org/feed","feed_title":"A","title":"Item 2","link":"https://a.org/2","#
            + #""published":"2023-11-14T22:14:20Z","author":"","summary":"Summary\nof 2","read":false,"bookmarked":false}"#)
        for line in lines {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect(object.keys.sorted() == ["author", "bookmarked", "feed", "feed_title", "id", "link", "published", "read", "summary", "title"])
        }
        let text = try run("news", "--unread", "--feed", "HTTPS://A.ORG:443/feed", "--limit", "5")
        #expect(text.status == 0)
        #expect(text.output == "N  2023-11-14 22:14  A: Item 2  <https://a.org/2>\n")
        #expect(try run("news", "--limit", "1").output.split(separator: "\n").count == 1)
    }

    /// An item whose feed gives only its full text (Atom `<content>`, `content:encoded`): a jq
    /// user reads that text as its summary, as the app's reader shows it.
    @Test func anItemWithOnlyContentHasItsTextAsItsSummary() async throws {
        let cache = SQLiteFeedCache(database: try AppDatabase(folder: data.url))
        var item = FetchedItem()
        (item.guid, item.title, item.contentText) = ("c", "Content only", "The whole text\nof the article")
        try await cache.store(FetchedFeed(title: "Feed A", siteLink: "", items: [item]), feed: Self.feed,
                              validators: FeedValidators(), at: Date(timeIntervalSince1970: 1_700_000_100))
        let json = try run("news", "--json")
        #expect(json.status == 0)
        #expect(json.output.contains(#""summary":"The whole text\nof the article""#))
    }

    @Test func newsWithAMissingDataDirSaysSo() throws {
        let run = try run("news", "--data-dir", "/nonexistent/aichats-data")
        #expect(run.status == 1)
        #expect(run.errors.contains("there is no folder /nonexistent/aichats-data (--data-dir)"))
        #expect(!FileManager.default.fileExists(atPath: "/nonexistent/aichats-data"))
    }

    /// A folder that is a link looping back on itself is there, but leads nowhere: said as such.
    @Test func newsWithADataDirThatLoopsSaysSo() throws {
        let links = try TemporaryFolder()
        try FileManager.default.createSymbolicLink(atPath: links.path("a"), withDestinationPath: links.path("b"))
        try FileManager.default.createSymbolicLink(atPath: links.path("b"), withDestinationPath: links.path("a"))
        let run = try run("news", "--data-dir", links.path("a"))
        #expect(run.status == 1)
        #expect(run.errors == "aichats: \(links.path("a")) is a link that loops back on itself (\(String(cString: strerror(ELOOP)))). "
            + "Fix or remove the link, or point --data-dir elsewhere.\n")
    }

    /// The same folder named by the variable (a cron line's typo): the same error, naming it.
    @Test func newsWithAMissingFolderInTheVariableSaysSo() throws {
        let run = try run("news")
        #expect(run.status == 1 && run.output.isEmpty)
        #expect(run.errors == "aichats: there is no folder \(data.url.path) (AICHATS_DATA_DIR)\n")
        #expect(!FileManager.default.fileExists(atPath: data.url.path))
    }

    /// No item on stdout, for scripts; on stderr why, as a mistyped --data-dir reads the same.
    @Test func newsWithoutADatabasePrintsNoItemSaysWhyAndMakesNoDatabase() throws {
        try FileManager.default.createDirectory(at: data.url, withIntermediateDirectories: true)
        let run = try run("news")
        #expect(run.status == 0 && run.output.isEmpty)
        #expect(run.errors == "aichats: nothing is cached in \(data.url.path) yet: 'aichats refresh' fetches the feeds\n")
        let unlisted = try self.run("news", "--feed", "https://c.org/feed")
        #expect(unlisted.status == 2 && unlisted.errors == "aichats: https://c.org/feed is not in the feed list\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: data.url.path).isEmpty)
    }

    /// "Nothing, exit 0" would read as "no news": a data folder that is a file, or a feed list
    /// that is a folder, is said and exits 1, as `refresh` does.
    @Test func newsSaysWhyWhenTheDataFolderIsAFileOrTheListAFolder() throws {
        let file = try TemporaryFolder()
        try file.write("not a folder", to: "afile")
        let onAFile = try run("news", "--data-dir", file.path("afile"))
        #expect(onAFile.status == 1 && onAFile.output.isEmpty)
        #expect(onAFile.errors == "aichats: cannot read \(file.path("afile")) (it is a file, not a folder). "
            + "Move the file away or point --data-dir elsewhere.\n")

        try FileManager.default.removeItem(at: config.file("aichats/urls"))
        try FileManager.default.createDirectory(at: config.file("aichats/urls"), withIntermediateDirectories: false)
        try FileManager.default.createDirectory(at: data.url, withIntermediateDirectories: true)
        let listIsAFolder = try run("news", "--json")
        #expect(listIsAFolder.status == 1 && listIsAFolder.output.isEmpty)
        #expect(listIsAFolder.errors == "aichats: could not read \(config.path("aichats/urls")): Is a directory\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: data.url.path).isEmpty, "no database is made")
    }

    @Test("news refuses what it cannot list", arguments: [
        (["news", "--feed", "https://c.org/feed"], 2, "aichats: https://c.org/feed is not in the feed list\n"),
        (["news", "--limit", "0"], 2, "--limit must be 1 or more"),
        (["news", "--limit", "-1"], 2, "--limit must be 1 or more"),
        (["news", "--feed", "ftp://c.org/"], 2, "only http, https and file feeds"),
    ])
    func refusals(arguments: [String], status: Int32, message: String) async throws {
        try await storeItems()
        let run = try CommandRun(arguments, environment: ["XDG_CONFIG_HOME": config.url.path, "AICHATS_DATA_DIR": data.url.path])
        #expect(run.status == status)
        #expect(run.errors.contains(message))
        #expect(run.output.isEmpty)
    }

    /// A feed list with a readable `file:` feed and a missing one: refresh stores the first, names
    /// the second with its reason, exits 1, and `news` then lists what was stored.
    @Test func refreshStoresWhatItCanAndNamesEachFailure() throws {
        let feed = try TemporaryFolder()
        let rss = #"<?xml version="1.0"?><rss version="2.0"><channel><title>Local</title><link>https://l.org/</link>"#
            + #"<item><title>Local one</title><link>https://l.org/1</link><description>&lt;p&gt;Hi &lt;a href="https://l.org/x"&gt;there&lt;/a&gt;&lt;/p&gt;</description>"#
            + "<pubDate>Tue, 14 Nov 2023 22:13:20 GMT</pubDate></item></channel></rss>"
        try feed.write(rss, to: "local.xml")
        let local = feed.file("local.xml").absoluteString, missing = feed.file("missing.xml").absoluteString
        try config.write("\(local)\n\(missing)\n", to: "aichats/urls")
        let refresh = try run("refresh")
        #expect(refresh.status == 1)
        #expect(refresh.output.contains("\(local): 1 new"))
        #expect(refresh.output.contains(missing))
        #expect(!refresh.output.contains("\u{1B}"))
        let reason = try #require(refresh.output.split(separator: "\n").first { $0.hasPrefix(missing) })
        #expect(refresh.errors == "aichats: 1 feed could not be refreshed:\n  \(reason)\n",
                "named on stderr too: cron (`refresh > /dev/null`) mails only stderr")
        let news = try run("news", "--json")
        #expect(news.status == 0)
        #expect(news.output.contains(#""title":"Local one","link":"https://l.org/1","published":"2023-11-14T22:13:20Z""#))
        #expect(news.output.contains(#""summary":"Hi there[1]""#))
        #expect(try run("refresh").output.contains("\(local): "))
    }

    /// A line of the feed list that cannot be read is named on stderr, as `feeds list` names it,
    /// and makes the exit code 1, so that cron reports it; the readable feeds are stored.
    @Test func refreshNamesTheLinesOfTheListItLeftOut() throws {
        let feed = try TemporaryFolder()
        try feed.write(#"<rss version="2.0"><channel><title>L</title><item><guid>1</guid></item></channel></rss>"#, to: "l.xml")
        try config.write("\(feed.file("l.xml").absoluteString)\nnot a url \"x\"\n", to: "aichats/urls")
        let refresh = try run("refresh")
        #expect(refresh.status == 1)
        #expect(refresh.output.contains(": 1 new item"))
        #expect(refresh.output.contains("Refreshed 1 feed: 1 new item, 0 failed"))
        #expect(refresh.errors.contains("line 2"))
        #expect(refresh.errors.contains("(line skipped)"))
        #expect(refresh.errors.contains("some lines of the feed list were left out (see above)"))
    }

    @Test("each command's --help says what a caller must know", arguments: [
        (["news", "--help"], "exactly the keys id, feed, feed_title, title, link, published"),
        (["refresh", "--help"], "The exit code is 1 when any feed failed or any line was left out"),
        (["--help"], "aichats news [--unread] [--json]"),
    ])
    func help(arguments: [String], sentence: String) throws {
        let run = try CommandRun(arguments)
        #expect(run.status == 0)
        #expect(run.output.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "  ", with: " ")
            .contains(sentence))
    }
}
