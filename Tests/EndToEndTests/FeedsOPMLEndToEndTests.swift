import Foundation
import TestSupport
import Testing

/// `aichats feeds import FILE.opml` run as a user runs it: the real binary, which hands the
/// document to the real network helper beside it.
@Suite("aichats feeds import with OPML")
struct FeedsOPMLEndToEndTests {
    let config: TemporaryFolder

    init() throws {
        config = try TemporaryFolder()
        try FileManager.default.createDirectory(at: config.file("aichats"), withIntermediateDirectories: true)
    }

    func feeds(_ arguments: String..., config: TemporaryFolder? = nil, environment: [String: String] = [:]) throws -> CommandRun {
        let folder = config ?? self.config
        return try CommandRun(["feeds"] + arguments, environment: ["XDG_CONFIG_HOME": folder.url.path].merging(environment) { $1 })
    }

    var urls: String { (try? config.text("aichats/urls")) ?? "" }

    static let readerExport = """
        <?xml version="1.0" encoding="UTF-8"?>
        <opml version="2.0"><head><title>Another reader's export</title></head><body>
          <outline text="Listed already" xmlUrl="HTTPS://A.org:443/feed"/>
          <outline text="News">
            <outline text="World" title="World News" type="rss" xmlUrl="https://b.org/rss"/>
            <outline text="Tech">
              <outline text="Swift &amp; Co" type="rss" xmlUrl="https://c.org/atom" htmlUrl="https://c.org/"/>
            </outline>
          </outline>
          <outline text="By FTP" xmlUrl="ftp://d.org/feed"/>
          <outline text="Nothing" xmlUrl="javascript:alert(1)"/>
          <outline text="Twice" xmlUrl="https://b.org/rss"/>
        </body></opml>
        """

    @Test func nestedFoldersBecomeTagsTheListedAndRepeatedAreSkippedBadURLsNamed() throws {
        try config.write("# mine\nhttps://a.org/feed \"x\"\n", to: "aichats/urls")
        try config.write(Self.readerExport, to: "reader.opml")
        let run = try feeds("import", config.path("reader.opml"))
        #expect(run.status == 0)
        #expect(run.output == "Imported 2 feeds; skipped 1 already in the list, 1 listed twice in the file (its first entry kept)\n")
        let path = config.path("reader.opml")
        #expect(run.errors == "aichats: \(path): ftp://d.org/feed: only http, https and file feeds can be added (feed skipped)\n"
            + "aichats: \(path): javascript:alert(1): only http, https and file feeds can be added (feed skipped)\n")
        #expect(urls == "# mine\nhttps://a.org/feed \"x\"\n"
            + "https://b.org/rss \"News\" \"~World News\"\nhttps://c.org/atom \"News\" \"Tech\" \"~Swift & Co\"\n")
        #expect(try feeds("list").output == "https://a.org/feed\t\tx\t\nhttps://b.org/rss\tWorld News\tNews\t\n"
            + "https://c.org/atom\tSwift & Co\tNews,Tech\t\n")
    }

    /// Writes `name`, an OPML 2.0 file with `outlines` in its body, and imports it.
    func importOPML(_ outlines: String, as name: String) throws -> CommandRun {
        try config.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<opml version=\"2.0\"><body>\n\(outlines)\n</body></opml>", to: name)
        return try feeds("import", config.path(name))
    }

    /// Categories that cannot be tags are named, as `feeds add --tag` refuses them; `file:`
    /// feeds are imported (an export of aichats holds the user's own) but named, so an imported
    /// file does not point aichats at local files unseen.
    @Test func tagsLeftOutAndLocalFilesAreNamedOnStderr() throws {
        let run = try importOPML("""
              <outline text="A" xmlUrl="https://a.org/feed" category="~evil,!, ,ok"/>
              <outline text="P" xmlUrl="file:///etc/passwd" category="~evil"/>
              <outline text="Mine" xmlUrl="file:///home/me/feed.xml"/>
            """, as: "odd.opml")
        #expect(run.status == 0)
        #expect(run.output == "Imported 3 feeds; skipped 0 already in the list\n")
        #expect(run.errors == "aichats: tag '~evil' left out: a tag is not \"!\" and does not start with \"~\"\n"
            + "aichats: tag '!' left out: a tag is not \"!\" and does not start with \"~\"\n"
            + "aichats: 2 feeds read local files: file:///etc/passwd, file:///home/me/feed.xml "
            + "('aichats feeds remove URL' removes one you did not mean to import)\n")
        #expect(urls == "https://a.org/feed \"ok\" \"~A\"\nfile:///etc/passwd \"~P\"\nfile:///home/me/feed.xml \"~Mine\"\n")
    }

    /// A feed outline without an xmlUrl, or with a blank one, is named on stderr by its text, as
    /// the other outlines left out are; a folder without feeds is no feed outline.
    @Test func feedOutlinesWithoutAnAddressAreNamedOnStderr() throws {
        let run = try importOPML("""
              <outline text="A" xmlUrl="https://a.org/feed"/>
              <outline text="nourl" type="rss" htmlUrl="http://example.com/"/>
              <outline text="empty" type="rss" xmlUrl="  "/>
              <outline text="Empty folder"/>
            """, as: "case.opml")
        #expect(run.status == 0)
        #expect(run.output == "Imported 1 feed; skipped 0 already in the list\n")
        #expect(run.errors == "aichats: \(config.path("case.opml")): 2 outlines have no feed address (xmlUrl): nourl, empty (skipped)\n")
        #expect(urls == "https://a.org/feed \"~A\"\n")
    }

    /// An OPML file without a feed outline (an export of an empty list, a folder without feeds)
    /// says so in a sentence, not "Imported 0 feeds; skipped 0", and is no error.
    @Test func anOPMLFileWithoutFeedsSaysSoAndChangesNothing() throws {
        let run = try importOPML("<outline text=\"Empty folder\"/>", as: "folder.opml")
        #expect(run.status == 0)
        #expect(run.output == "Nothing to import: the file lists no feeds; the feed list is unchanged\n")
        #expect(run.errors.isEmpty)
        #expect(!config.exists("aichats/urls"))
    }

    @Test func aBillionLaughsFailsWithASentenceAndChangesNothing() throws {
        let before = "# mine\nhttps://a.org/feed \"x\"\n"
        try config.write(before, to: "aichats/urls")
        let levels = (1...9).map { level in
            "<!ENTITY l\(level) \"" + String(repeating: "&l\(level - 1);", count: 10) + "\">"
        }
        let laughs = """
            <?xml version="1.0"?>
            <!DOCTYPE opml [<!ENTITY l0 "lol">\(levels.joined())]>
            <opml version="2.0"><body><outline text="&l9;" xmlUrl="https://evil.example/feed"/></body></opml>
            """
        try config.write(laughs, to: "laughs.opml")
        let run = try feeds("import", config.path("laughs.opml"))
        #expect(run.status == 1)
        #expect(run.output.isEmpty)
        #expect(run.errors == "aichats: could not import the OPML file \(config.path("laughs.opml")) (the feed list is unchanged): "
            + "the document declares XML entities, which no feed needs and which are refused for safety\n")
        #expect(urls == before)
    }

    @Test func anExportImportedIntoAnEmptyListGivesTheSameFeedsTagsAndTitles() throws {
        try config.write("""
            https://a.org/feed "tech" "world news" "~Ünïcode & <co> \\"quoted\\""
            https://b.org/feed
            file:///tmp/local.xml "tech" "~Local"
            https://c.org/feed "cooking"
            http://d.org/feed "world news" "tech"

            """, to: "aichats/urls")
        let export = try feeds("export")
        #expect(export.status == 0 && export.errors.isEmpty)
        try config.write(export.output, to: "exported.opml")

        let empty = try TemporaryFolder()
        let run = try feeds("import", config.path("exported.opml"), config: empty)
        #expect(run.status == 0)
        #expect(run.errors == "aichats: 1 feed reads a local file: file:///tmp/local.xml "
            + "('aichats feeds remove URL' removes one you did not mean to import)\n", "imported, and named")
        #expect(run.output == "Imported 5 feeds; skipped 0 already in the list\n")
        let before = try feeds("list").output.split(separator: "\n").sorted()
        let after = try feeds("list", config: empty).output.split(separator: "\n").sorted()
        #expect(after == before)
        #expect(after.contains("https://a.org/feed\tÜnïcode & <co> \"quoted\"\ttech,world news\t"))

        let again = try feeds("import", config.path("exported.opml"), config: empty)
        #expect(again.output == "Imported 0 feeds; skipped 5 already in the list\n")
    }

    /// A tag with a comma is refused at `feeds add`, as OPML's category would split it; an
    /// export of an older version, whose folder was such a tag, comes back as clean tags.
    @Test func aTagWithACommaIsRefusedAndCommaSeparatedTagsComeBackCleanOnce() throws {
        let refused = try feeds("add", "http://c.example/f", "--tag", "rock, pop", "--tag", "news/world")
        #expect(refused.status == 1)
        #expect(refused.errors == "aichats: 'rock, pop' cannot be a tag: a tag is not empty, not \"!\", does not start with \"~\" "
            + "and holds no comma (OPML separates tags with commas); give each tag its own --tag\n")
        #expect(urls.isEmpty)
        try config.write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <opml version="2.0"><body><outline text="rock, pop" title="rock, pop">
              <outline type="rss" text="http://c.example/f" title="http://c.example/f" xmlUrl="http://c.example/f" \
            category="rock, pop,news/world"/>
            </outline></body></opml>
            """, to: "older.opml")
        #expect(try feeds("import", config.path("older.opml")).status == 0)
        #expect(try feeds("list").output == "http://c.example/f\t\trock,pop,news/world\t\n")
    }

    /// A feed the file lists twice is not "already in the list": it is counted apart, and its
    /// first entry, with its tags and title, is the one imported.
    @Test func aFeedListedTwiceInTheFileIsCountedApartAndItsFirstEntryKept() throws {
        let run = try importOPML("""
              <outline text="One" xmlUrl="https://a.org/feed" category="first"/>
              <outline text="Two" xmlUrl="HTTPS://A.org:443/feed" category="second"/>
            """, as: "twice.opml")
        #expect(run.status == 0)
        #expect(run.output == "Imported 1 feed; skipped 0 already in the list, 1 listed twice in the file (its first entry kept)\n")
        #expect(urls == "https://a.org/feed \"first\" \"~One\"\n")
    }

    @Test func aMissingHelperIsSaidAndChangesNothing() throws {
        try config.write(Self.readerExport, to: "reader.opml")
        let run = try feeds(
            "import", config.path("reader.opml"), environment: ["AICHATS_HTTP_HELPER": config.path("no/aichats-http")])
        #expect(run.status == 1)
        #expect(run.errors == "aichats: could not import the OPML file \(config.path("reader.opml")) (the feed list is unchanged): "
            + "the network helper aichats-http is missing next to aichats; reinstall\n")
        #expect(!config.exists("aichats/urls"))
    }

    @Test func aFileThatIsNeitherOPMLNorAURLsFileIsRefused() throws {
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0xFF]).write(to: config.file("picture.png"))
        try config.write("<rss version=\"2.0\"><channel><title>A feed</title></channel></rss>", to: "feed.xml")
        let png = try feeds("import", config.path("picture.png"))
        #expect(png.status == 1)
        #expect(png.errors == "aichats: \(config.path("picture.png")) is neither an OPML file nor a newsboat urls file "
            + "(line 1: the line is not UTF-8 text); the feed list is unchanged\n")
        let rss = try feeds("import", config.path("feed.xml"))
        #expect(rss.status == 1)
        #expect(rss.errors == "aichats: could not import the OPML file \(config.path("feed.xml")) (the feed list is unchanged): "
            + "the document is not an OPML subscription list\n")
        #expect(!config.exists("aichats/urls"))
    }
}
