import AppComposition
import ArgumentParser
import Domain
import Foundation

/// `aichats feeds …`: the feed list from the command line, for scripts and cron. None of these
/// starts the terminal UI or writes to the database: they read and write only the `urls` file
/// (`export` reads the cached feed titles, without changing the data folder).
struct FeedsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "feeds",
        abstract: "Show and change your feed list (a newsboat-compatible urls file).",
        discussion: """
            The feed list is $XDG_CONFIG_HOME/aichats/urls (default ~/.config/aichats/urls), in \
            newsboat's format: one URL per line, then its tags in double quotes; "~Title" renames \
            the feed, "!" hides it, # starts a comment. The tag premium marks a feed whose articles \
            need an account. A newsboat user can copy ~/.newsboat/urls there, or run \
            'aichats feeds import ~/.newsboat/urls'; another reader's OPML export is imported the same way. Changes keep every other line of the file as it was.
            """,
        subcommands: [
            FeedsAddCommand.self, FeedsListCommand.self, FeedsRemoveCommand.self, FeedsImportCommand.self,
            FeedsExportCommand.self,
        ]
    )
}

/// The feed list of this process's environment, with refusals turned into exit code 1.
enum FeedListAccess {
    static var file: URL { FeedListFile.location(environment: ProcessInfo.processInfo.environment) }

    /// Runs `body` on the store; a `FeedListError` becomes its message on stderr and exit code 1.
    static func run<T>(_ body: (any FeedListStore) throws(FeedListError) -> T) throws -> T {
        do {
            return try body(FeedListFile.store(environment: ProcessInfo.processInfo.environment))
        } catch {
            throw RuntimeFailure(message: error.message)
        }
    }

    /// Says on stderr which lines of `path` (or feeds of an OPML file) were left out, and why;
    /// the rest still counts. A control character in a line's text is shown as an escape
    /// (`ControlEscapes`): a hostile file cannot drive the terminal through it, and the message
    /// still names the line as it is.
    static func report(_ problems: [FeedListProblem], in path: String) {
        for problem in problems {
            let place = problem.line == nil
                ? "\(path): \(problem.message) (feed skipped)" : "\(path) \(problem.message) (line skipped)"
            let line = ControlEscapes.visible("aichats: " + place)
            StandardStream.writeError(line)
        }
    }
}
