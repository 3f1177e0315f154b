import ArgumentParser
import Domain

/// `aichats feeds add URL [--tag T]… [--title T]`.
struct FeedsAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add a feed at the end of the feed list.",
        discussion: """
            Only http, https and file URLs are accepted. A feed already in the list in any \
            spelling (compared as RFC 3986 normalises URLs: scheme and host in any case, the \
            default port, %66 for f, /./ and a/../, a #fragment) is refused. \
            On a refusal the list is unchanged, the reason goes to stderr and the exit code is 1.
            """
    )

    @Argument(help: "The feed's URL, e.g. https://example.com/feed.xml.")
    var url: String

    @Option(name: .customLong("tag"), help: ArgumentHelp(
        "A tag, which becomes a news category (repeat for several, as a tag holds no comma; premium: articles need an account); "
            + "the spaces around it are left out, and so is an empty one.",
        valueName: "tag"))
    var tags: [String] = []

    @Option(help: ArgumentHelp("A name shown instead of the feed's own title (written as \"~Title\").", valueName: "title"))
    var title: String?

    func run() throws {
        let feed = try FeedListAccess.run { store throws(FeedListError) in
            try store.add(url: url, tags: tags, title: title)
        }
        try output("Added \(feed.address.shown)")
    }
}
