import AppComposition
import ArgumentParser
import Domain
import Foundation

/// `aichats news [--unread] [--feed URL] [--limit N] [--json]`: the cached items, for scripts.
struct NewsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "news",
        abstract: "Print the cached items of your feeds, newest first.",
        discussion: """
            Lists what the last refresh stored ('aichats refresh' fetches the feeds); nothing is \
            fetched here. Feeds hidden with "!" and feeds no longer in the list are left out \
            unless named with --feed; with items cached, a feed list that is missing, names no \
            feed or hides them all is said on stderr, with where it was looked for, and the exit \
            code is 1. A database of an older aichats is updated as it opens, as \
            the app updates it (that aichats cannot open it then): a copy of the file as it was is \
            kept in the data folder, and stderr says so.

            Each line is an item: N for unread, * for bookmarked, the date (local time, before 1900 at \
            the zone's standard offset; "(no date)" when the feed gave none), the feed's title, the item's title and its link. With --json, \
            each line is a JSON object with exactly the keys id, feed, feed_title, title, link, \
            published (RFC 3339 in UTC, or null), author, summary (plain text), read and bookmarked \
            (JSON Lines).
            """
    )

    @Flag(help: "Only unread items.")
    var unread = false

    @Option(help: ArgumentHelp("Only the items of this feed (as listed, in any spelling).", valueName: "url"))
    var feed: String?

    // Unconditional: `--limit -1` is a value to refuse with its reason, not a missing one.
    @Option(parsing: .unconditional, help: ArgumentHelp("At most this many items.", valueName: "n"))
    var limit: Int?

    @Flag(help: "JSON Lines instead of text.")
    var json = false

    @OptionGroup var dataFolder: DataFolderOption

    func validate() throws {
        try dataFolder.check()
        if let limit, limit < 1 { throw ValidationError("--limit must be 1 or more") }
        if let feed {
            do {
                _ = try FeedAddress(feed)
            } catch {
                throw ValidationError(UntrustedText.clean(error.message))
            }
        }
    }

    /// A feed not in the list is a usage error (exit 2), as for `aichats render feed-items:`.
    static func failure(_ error: FeedListError) -> RuntimeFailure {
        let exitCode: Int32 = if case .notListed = error { 2 } else { 1 }
        return RuntimeFailure(message: UntrustedText.clean(error.message), exitCode: exitCode)
    }

    func run() async throws {
        let environment = ProcessInfo.processInfo.environment
        try dataFolder.requireNamedFolder()
        let services = try dataFolder.feedServices(environment: environment, create: false)
        // Checked by `validate()`.
        let address = feed.flatMap { try? FeedAddress($0) }
        let request = NewsListing.Request(unreadOnly: unread, feed: address, limit: limit, json: json)
        // No database yet: nothing was ever refreshed, so there is nothing to list.
        guard let cache = services.cache else {
            // Nothing to list, but a feed list that cannot be read, or a feed not in it, is said
            // as with a cache.
            let listed: FeedList
            do {
                listed = try services.list.list()
            } catch {
                throw Self.failure(error)
            }
            if let address, listed.feed(at: address) == nil { throw Self.failure(.notListed(address.text)) }
            // On stderr, so that a script reads no item all the same; a mistyped --data-dir
            // would otherwise read as "no news".
            StandardStream.writeError("aichats: nothing is cached in \(dataFolder.resolved.path) yet: 'aichats refresh' fetches the feeds")
            return
        }
        do {
            // A reader gone away (`| head`) ends the command quietly, in `main`.
            try await NewsListing(list: services.list, cache: cache).run(request) { try output($0, terminator: "") }
        } catch let error as FeedListError {
            throw Self.failure(error)
        } catch let nothing as NewsListing.NothingListed {
            let cached = nothing.cachedFeeds == 1 ? "1 feed" : "\(nothing.cachedFeeds) feeds"
            let outcome = "no item is listed" + (nothing.cachedFeeds > 0 ? " (the cache holds the items of \(cached))" : "")
            throw RuntimeFailure(message: FeedListFile.nothingListed(nothing.list, environment: environment, outcome: outcome, asked: "--feed"))
        } catch let error as DomainError {
            throw RuntimeFailure(message: "could not read the feed cache: \(error.message)")
        }
    }
}
