import Foundation
import TestSupport
import Testing

/// `aichats feeds …` run as a script runs it: on a `urls` file in `$XDG_CONFIG_HOME/aichats`,
/// without a terminal, without the database.
@Suite("aichats feeds on the command line")
struct FeedsEndToEndTests: FeedsCommandLineRunning {
    let folders: FeedsCommandLineFolders
    init() throws { folders = try FeedsCommandLineFolders() }

    func writeList(_ text: String) throws {
        try FileManager.default.createDirectory(at: config.file("aichats"), withIntermediateDirectories: true)
        try config.write(text, to: "aichats/urls")
    }

    @Test func addListExportAndRemove() throws {
        #expect(try feeds("list").output == "")
        let added = try feeds("add", "https://example.com/feed.xml", "--tag", "tech", "--tag", "world news", "--title", "Ünïcode & co")
        #expect(added.status == 0 && added.output == "Added https://example.com/feed.xml\n" && added.errors.isEmpty)
        #expect(try feeds("add", "file:///tmp/local.xml").status == 0)
        #expect(urls == "https://example.com/feed.xml \"tech\" \"world news\" \"~Ünïcode & co\"\nfile:///tmp/local.xml\n")

        let list = try feeds("list")
        #expect(list.status == 0)
        #expect(list.output == "https://example.com/feed.xml\tÜnïcode & co\ttech,world news\t\nfile:///tmp/local.xml\t\t\t\n")

        let export = try feeds("export")
        #expect(export.status == 0)
        #expect(export.output.hasPrefix(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<opml version=\"2.0\" xmlns:aichats=\"urn:aichats:opml\">"))
        #expect(export.output.contains(
            "<outline text=\"tech\" title=\"tech\">\n      <outline type=\"rss\" text=\"Ünïcode &amp; co\""))

        let removed = try feeds("remove", "HTTPS://EXAMPLE.COM:443/feed.xml")
        #expect(removed.status == 0 && removed.output == "Removed https://example.com/feed.xml\n")
        #expect(urls == "file:///tmp/local.xml\n")
        #expect(!FileManager.default.fileExists(atPath: data.url.path), "the data folder is not made")
    }

    @Test("a refusal exits 1 with a sentence on stderr and leaves the list as it was", arguments: [
        (["add", "https://a.org/feed"], "aichats: https://a.org/feed is already in the feed list\n"),
        (["add", "HTTPS://A.ORG:443/feed"], "aichats: https://a.org/feed is already in the feed list\n"),
        (["add", "https://a.org/feed#frag"], "aichats: https://a.org/feed is already in the feed list\n"),
        (["add", "https://a.org/%66eed"], "aichats: https://a.org/feed is already in the feed list\n"),
        (["add", "https://a.org/./x/../feed"], "aichats: https://a.org/feed is already in the feed list\n"),
        (["add", "ftp://a.org/feed"], "aichats: ftp://a.org/feed: only http, https and file feeds can be added\n"),
        (["add", "javascript:alert(1)"], "aichats: javascript:alert(1): only http, https and file feeds can be added\n"),
        (["add", "a.org/feed"], "aichats: 'a.org/feed' is not a URL; write it in full, e.g. https://example.com/feed.xml\n"),
        (["remove", "https://b.org/feed"], "aichats: https://b.org/feed is not in the feed list\n"),
    ])
    func refusals(arguments: [String], message: String) throws {
        try writeList("# mine\nhttps://a.org/feed \"t\"")
        let run = try CommandRun(["feeds"] + arguments, environment: ["XDG_CONFIG_HOME": config.url.path])
        #expect(run.status == 1)
        #expect(run.errors == message)
        #expect(run.output.isEmpty)
        #expect(urls == "# mine\nhttps://a.org/feed \"t\"")
    }

    @Test func aLineThatCannotBeReadIsNamedAndTheRestListed() throws {
        try writeList("https://a.org/feed \"!\"\nftp://b.org/feed\nquery:Unread:unread = \"yes\"\nhttps://c.org/feed \"~C\"\n")
        let list = try feeds("list")
        #expect(list.status == 0)
        #expect(list.output == "https://a.org/feed\t\t\thidden\nhttps://c.org/feed\tC\t\t\n")
        #expect(list.errors == "aichats: \(config.url.path)/aichats/urls line 2: ftp://b.org/feed: "
            + "only http, https and file feeds can be added (line skipped)\n")
    }

    @Test func aHostileLineCannotDriveTheTerminal() throws {
        try writeList("gopher://x/\u{1B}[2J\u{1B}]52;c;SGVsbG8=\u{7} \"~\u{202E}T\"\nhttps://a.org/feed \"~\u{1B}[31mRed\"\n")
        let list = try feeds("list")
        #expect(list.output == "https://a.org/feed\tRed\t\t\n")
        #expect(list.errors.contains("line 1: gopher://x/\\e[2J\\e]52;c;SGVsbG8=\\u{7} is not a URL: it holds a control character"),
                "an address holding control characters is none, and is shown with them as escapes")
        #expect(!list.errors.contains("\u{1B}") && !list.output.contains("\u{1B}"))
    }

    @Test func importMergesANewsboatFile() throws {
        try writeList("https://a.org/feed\n")
        try config.write("https://a.org/feed\nhttps://b.org/feed \"tech\"\nexec:~/bin/feed.sh\n", to: "newsboat-urls")
        let run = try feeds("import", config.path("newsboat-urls"))
        #expect(run.status == 0)
        #expect(run.output == "Imported 1 feed; skipped 1 already in the list\n"
            + "Left out 1 query:, exec: or filter: line (aichats does not use them)\n")
        #expect(urls == "https://a.org/feed\nhttps://b.org/feed \"tech\"\n")
    }

    /// The feed each filter: line wraps is named, to be added by hand without the filter, which
    /// is never run.
    @Test func importNamesTheFeedsThatFilterLinesWrap() throws {
        try config.write("""
            "filter:touch \(config.path("ran")):https://c.org/feed" "tech"
            query:Unread:unread = "yes"
            filter:~/bin/clean.sh:https://d.org/rss

            """, to: "newsboat-urls")
        let run = try feeds("import", config.path("newsboat-urls"))
        #expect(run.status == 0)
        #expect(run.output == "Imported 0 feeds; skipped 0 already in the list\n"
            + "Left out 3 query:, exec: or filter: lines (aichats does not use them)\n"
            + "2 filter: lines wrap feeds: https://c.org/feed, https://d.org/rss "
            + "('aichats feeds add URL' adds one without its filter)\n")
        #expect(!config.exists("ran"))
        #expect(!config.exists("aichats/urls"))
    }

    /// A urls file of only comments lists no feed: a sentence says so, not "Imported 0 feeds".
    @Test func importOfAFileWithoutFeedsSaysSo() throws {
        try config.write("# nothing yet\n", to: "newsboat-urls")
        let run = try feeds("import", config.path("newsboat-urls"))
        #expect(run.status == 0)
        #expect(run.output == "Nothing to import: the file lists no feeds; the feed list is unchanged\n")
    }

    /// A piped input that is no feed list is named as the help names it, not as /dev/stdin.
    @Test func aDashThatIsNoFeedListIsNamedStandardInput() throws {
        try writeList("https://a.org/feed\n")
        let run = try TmuxSession.shell("printf 'Dear reader\\n' | XDG_CONFIG_HOME=\(shellQuoted(config.url.path)) "
            + "\(shellQuoted(TmuxSession.binary.path)) feeds import - 2>&1; echo $?")
        #expect(run.hasPrefix("aichats: standard input is neither an OPML file nor a newsboat urls file"), "\(run)")
        #expect(!run.contains("/dev/stdin"))
        #expect(run.hasSuffix("\n1\n"))
    }

    @Test func importSkipsAFeedListedInAnotherSpelling() throws {
        try writeList("https://a.org/feed\n")
        try config.write("https://a.org/./%66eed#top \"tech\"\n", to: "newsboat-urls")
        let run = try feeds("import", config.path("newsboat-urls"))
        #expect(run.status == 0)
        #expect(run.output == "Imported 0 feeds; skipped 1 already in the list\n")
        #expect(urls == "https://a.org/feed\n")
    }

    /// `-` reads standard input, a pipe too: `curl … | aichats feeds import -`.
    @Test func importReadsAPipeForADash() throws {
        try writeList("https://a.org/feed\n")
        let run = try TmuxSession.shell("printf 'https://b.org/feed \"tech\"\\n' | XDG_CONFIG_HOME=\(shellQuoted(config.url.path)) "
            + "\(shellQuoted(TmuxSession.binary.path)) feeds import - 2>&1; echo $?")
        #expect(run == "Imported 1 feed; skipped 0 already in the list\n0\n")
        #expect(urls == "https://a.org/feed\nhttps://b.org/feed \"tech\"\n")
    }

    @Test func withoutXDGConfigHomeTheListIsInDotConfig() throws {
        let home = try TemporaryFolder()
        let run = try CommandRun(["feeds", "add", "https://a.org/feed"], environment: ["HOME": home.url.path, "XDG_CONFIG_HOME": ""])
        #expect(run.status == 0)
        #expect(try home.text(".config/aichats/urls") == "https://a.org/feed\n")
    }

    @Test("each command's --help says what a caller must know", arguments: [
        (["--help"], "newsboat's format"),
        (["add", "--help"], "Only http, https and file URLs are accepted"),
        (["list", "--help"], "four fields separated by a tab"),
        (["remove", "--help"], "A URL that is\nnot in the list is refused"),
        (["import", "--help"], "An OPML file is read by the network helper aichats-http, never by aichats itself"),
        (["export", "--help"], "OPML 2.0"),
    ])
    func help(arguments: [String], sentence: String) throws {
        let run = try CommandRun(["feeds"] + arguments)
        #expect(run.status == 0)
        #expect(run.output.replacingOccurrences(of: "\n", with: " ").contains(sentence.replacingOccurrences(of: "\n", with: " ")))
    }
}
