import ArgumentParser
import Domain

/// `aichats feeds list`.
struct FeedsListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "Print the feed list, one feed per line.",
        discussion: """
            Each line has four fields separated by a tab, in the file's order: the URL (a password in it as ***), the title \
            given with "~Title" (empty if none), the tags separated by commas (empty if none), \
            and "hidden" for a feed hidden with "!" (else empty). Lines of the file that cannot be \
            read are named on stderr with their line number; the others are still listed. A \
            missing file is an empty list.
            """
    )

    func run() throws {
        let list = try FeedListAccess.run { store throws(FeedListError) in try store.list() }
        FeedListAccess.report(list.problems, in: FeedListAccess.file.path)
        let rows = list.feeds.map { feed in
            [feed.address.shown, feed.title ?? "", feed.tags.joined(separator: ","), feed.isHidden ? "hidden" : ""]
                .map(Self.field).joined(separator: "\t")
        }
        if !rows.isEmpty { try output(rows.joined(separator: "\n")) }
    }

    /// A field that cannot break the line apart or drive the terminal: escape sequences and
    /// controls removed, tabs and line breaks as spaces.
    static func field(_ text: String) -> String {
        UntrustedText.clean(text).replacingOccurrences(of: "\t", with: " ").replacingOccurrences(of: "\n", with: " ")
    }
}
