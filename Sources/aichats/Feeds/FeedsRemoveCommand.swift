import ArgumentParser
import Domain

/// `aichats feeds remove URL`.
struct FeedsRemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Remove a feed from the feed list.",
        discussion: """
            The URL matches the feed however its scheme and host are capitalised and whether the \
            default port is written. Every other line of the file stays as it was. A URL that is \
            not in the list is refused: the reason goes to stderr and the exit code is 1.
            """
    )

    @Argument(help: "The feed's URL, as `aichats feeds list` shows it.")
    var url: String

    func run() throws {
        let removed = try FeedListAccess.run { store throws(FeedListError) in
            try store.remove(try FeedAddress(url))
        }
        try output("Removed \(removed.address.shown)")
    }
}
