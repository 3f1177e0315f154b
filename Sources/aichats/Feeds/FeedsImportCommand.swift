import ArgumentParser
import Domain
import Foundation

/// `aichats feeds import FILE`.
struct FeedsImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Add the feeds of a newsboat urls file to the feed list.",
        discussion: """
            Feeds already in the list are skipped, and counted. Each new feed's line is copied as \
            it is written, with its tags, "~Title" and "!". newsboat's query:, exec: and filter: \
            lines are not imported. OPML import is not available yet: an OPML file is refused \
            (exit code 1), and the list is unchanged.
            """
    )

    @Argument(help: ArgumentHelp("A newsboat urls file, e.g. ~/.newsboat/urls.", valueName: "file"))
    var file: String

    func run() throws {
        let source = URL(fileURLWithPath: file)
        let report = try FeedListAccess.run { store throws(FeedListError) in try store.importFeeds(from: source) }
        FeedListAccess.report(report.problems, in: source.path)
        print("Imported \(report.added.count) \(Self.feeds(report.added.count)); skipped \(report.skipped.count) already in the list")
        if report.notImported > 0 {
            print("Left out \(report.notImported) query:, exec: or filter: \(report.notImported == 1 ? "line" : "lines") (aichats does not use them)")
        }
    }

    static func feeds(_ count: Int) -> String { count == 1 ? "feed" : "feeds" }
}
