import ArgumentParser
import Domain

/// `aichats feeds remove URL`.
struct FeedsRemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Remove a feed from the feed list.",
        discussion: """
            The URL matches the feed in any spelling (compared as RFC 3986 normalises URLs: \
            scheme and host in any case, the default port, %66 for f, /./ and a/../, a \
            #fragment), and a URL with a password as the list shows it (user:***@). Every other line of the file stays as it was. A URL that is \
            not in the list is refused: the reason goes to stderr and the exit code is 1.
            """
    )

    @Argument(help: "The feed's URL, as `aichats feeds list` shows it.")
    var url: String

    func run() throws {
        let removed = try FeedListAccess.run { store throws(FeedListError) in
            try store.remove(url: url)
        }
        try output("Removed \(removed.address.shown)")
    }
}
