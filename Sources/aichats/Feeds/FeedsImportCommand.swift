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
            and "!"; query:, exec: and filter: lines are not imported. From OPML (what feed \
            readers export, and 'aichats feeds export' writes), each feed outline becomes a line: \
            the titles of the outlines it sits in, outermost first, then the entries of its \
            category attribute, become its tags (a comma separates tags in a title as in the \
            attribute; each is trimmed, a tag that is empty, "!" or starts with "~" is left out (named on \
            stderr unless empty), and each is kept once); its title becomes "~Title" unless it is empty or the feed's URL. An OPML file \
            is read by the network helper aichats-http, never by aichats itself. A feed whose URL \
            is not an http, https or file URL is named on stderr and skipped; file: feeds are \
            imported and named on stderr, so a file cannot point aichats at local files unseen. A file that cannot \
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
        for tag in report.leftOutTags {
            StandardStream.writeError(ControlEscapes.visible(
                "aichats: tag '\(tag)' left out: a tag is not \"!\" and does not start with \"~\""))
        }
        Self.nameLocalFiles(report.added)
        let twice = report.listedTwice.isEmpty ? "" : ", \(report.listedTwice.count) listed twice in the file (its first entry kept)"
        try output("Imported \(report.added.count) \(Self.feeds(report.added.count)); skipped \(report.skipped.count) already in the list" + twice)
        if report.notImported > 0 {
            try output("Left out \(report.notImported) query:, exec: or filter: \(report.notImported == 1 ? "line" : "lines") (aichats does not use them)")
        }
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
