import AppComposition
import ArgumentParser
import Domain
import Foundation

/// `aichats feeds import FILE`.
struct FeedsImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Add the feeds of an OPML file or a newsboat urls file to the feed list.",
        discussion: """
            The file's kind is told by its content. Feeds already in the list are skipped, and \
            counted; a feed the file lists more than once is imported from its first entry, with \
            that entry's tags and title, and its other entries are counted as listed twice. From \
            a urls file, each new feed's line is copied as it is written, with its tags, "~Title" \
            and "!"; query:, exec: and filter: lines are not imported, and the feed URL each filter: \
            line wraps is named, to add by hand (the filter is never run). From OPML (what feed \
            readers export, and 'aichats feeds export' writes), each feed outline becomes a line: \
            the titles of the outlines it sits in, outermost first, then the entries of its \
            category attribute, become its tags (a comma separates tags in a title as in the \
            attribute; each is trimmed, a tag that is empty, "!" or starts with "~" is left out (named on \
            stderr unless empty), and each is kept once); its title becomes "~Title" unless it is empty or the feed's URL. An OPML file \
            is read by the network helper aichats-http, never by aichats itself. A feed whose URL \
            is not an http, https or file URL is named on stderr and skipped; file: feeds are \
            imported and named on stderr, so a file cannot point aichats at local files unseen; a feed \
            outline (type="rss") without an xmlUrl is named on stderr by its text. A file that lists \
            no feeds (only comments, or folders without feeds) says so and changes nothing (exit 0). A file that cannot \
            be read, an OPML file that is broken or hostile, or a file that is neither kind exits \
            1 with the reason on stderr, and the list is unchanged. "-" reads standard input \
            (curl … | aichats feeds import -).
            """
    )

    @Argument(help: ArgumentHelp("An OPML file, or a newsboat urls file such as ~/.newsboat/urls; - for standard input.", valueName: "file"))
    var file: String

    func run() throws {
        let source = URL(fileURLWithPath: file == "-" ? "/dev/stdin" : file)
        let report = try FeedListAccess.run { store throws(FeedListError) in try store.importFeeds(from: source) }
        FeedListAccess.report(report.problems, in: source.path)
        Self.nameFeedsWithoutAddress(report.withoutAddress, in: source.path)
        for tag in report.leftOutTags {
            StandardStream.writeError(ControlEscapes.visible(
                "aichats: tag '\(tag)' left out: a tag is not \"!\" and does not start with \"~\""))
        }
        Self.nameLocalFiles(report.added)
        // "Imported 0 feeds; skipped 0" for a file that lists none (an OPML export of an empty
        // list, a folder without feeds) read as if some had been looked at.
        guard report != FeedImportReport() else {
            return try output("Nothing to import: the file lists no feeds; the feed list is unchanged")
        }
        let twice = report.listedTwice.isEmpty ? "" : ", \(report.listedTwice.count) listed twice in the file (its first entry kept)"
        try output("Imported \(report.added.count) \(Self.feeds(report.added.count)); skipped \(report.skipped.count) already in the list" + twice)
        if report.notImported > 0 {
            try output("Left out \(report.notImported) query:, exec: or filter: \(report.notImported == 1 ? "line" : "lines") (aichats does not use them)")
        }
        try Self.nameFilteredFeeds(report.filteredFeeds)
    }

    /// Names the feeds that `filter:CMD:URL` lines wrap, so that the user can add one without
    /// its filter (which aichats never runs).
    static func nameFilteredFeeds(_ urls: [String]) throws {
        guard !urls.isEmpty else { return }
        let count = urls.count == 1 ? "1 filter: line wraps a feed" : "\(urls.count) filter: lines wrap feeds"
        try output(ControlEscapes.visible(
            "\(count): " + urls.map(FeedAddress.masked).joined(separator: ", ")
                + " ('aichats feeds add URL' adds \(urls.count == 1 ? "it" : "one") without its filter)"))
    }

    /// Names an OPML file's feed outlines that have no address, which nothing could be added for.
    static func nameFeedsWithoutAddress(_ titles: [String], in path: String) {
        guard !titles.isEmpty else { return }
        let count = titles.count == 1 ? "1 outline has" : "\(titles.count) outlines have"
        let names = titles.map { $0.isEmpty ? "(untitled)" : $0 }.joined(separator: ", ")
        StandardStream.writeError(ControlEscapes.visible(
            "aichats: \(path): \(count) no feed address (xmlUrl): \(names) (skipped)"))
    }

    static func feeds(_ count: Int) -> String { count == 1 ? "feed" : "feeds" }

    /// Names the added `file:` feeds on stderr: an imported file could otherwise point aichats
    /// at local files unseen. They are imported all the same, as an export of aichats holds the
    /// user's own `file:` feeds, and reading one shows its content only on this screen.
    static func nameLocalFiles(_ added: [FeedSubscription]) {
        let files = added.map(\.address).filter { $0.normalized.hasPrefix("file:") }
        guard !files.isEmpty else { return }
        let count = files.count == 1 ? "1 feed reads a local file" : "\(files.count) feeds read local files"
        StandardStream.writeError(ControlEscapes.visible(
            "aichats: \(count): " + files.map(\.shown).joined(separator: ", ")
                + " ('aichats feeds remove URL' removes one you did not mean to import)"))
    }
}
