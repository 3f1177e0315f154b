import AppComposition
import ArgumentParser
import Domain
import Foundation
import Synchronization

/// `aichats refresh`: fetches every feed of the list into the cache, for cron and scripts.
struct RefreshCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "refresh",
        abstract: "Fetch every feed of your feed list into the cache.",
        discussion: """
            Prints one line per feed as it ends: how many items were new, "not modified", or why \
            it failed; then a summary. A progress bar is drawn only when stdout is a terminal. \
            Lines of the feed list that cannot be read are named on stderr first, as by \
            'aichats feeds list', and the feeds that failed are named on stderr again at the end. \
            The exit code is 1 when any feed failed or any line was left out (the other feeds are \
            stored all the same), or when the feed list is missing or names no feed (stderr says \
            where it was looked for), 0 otherwise. While another aichats on the same data folder \
            refreshes (the app, another 'aichats refresh'), it says so on stderr and waits for \
            that refresh to end first: two never fetch at once. The summary and the feeds that \
            failed go to the app's log too (a log that cannot be written is said on stderr first). A feed keeps its newest 1,000 items in the cache \
            ([feeds] max_items in config.toml; 0 keeps all), besides its bookmarks and the items \
            its last fetch listed: a line says how many old ones were removed.
            """
    )

    @OptionGroup var dataFolder: DataFolderOption

    func validate() throws {
        try dataFolder.check()
    }

    func run() async throws {
        let environment = ProcessInfo.processInfo.environment
        let fetcher = FeedCommandServices.liveFetcher()
        let kept = try RuntimeFailure.startingWith { () throws(StartupFailure) in
            try FeedCommandServices.maximumPerFeed(environment: environment)
        }
        let services = try dataFolder.feedServices(environment: environment, create: true, maximumPerFeed: kept)
        guard let cache = services.cache else { return }
        let listed = try? services.list.list()
        let problems = listed?.problems ?? []
        FeedListAccess.report(problems, in: FeedListAccess.file.path)
        // The app's log, with the app's lines: a cron run leaves the same trace as a refresh in the app.
        let logFile = LogFile(url: LogFile.location(explicitDataDir: dataFolder.dataDir, environment: environment))
        if let notice = logFile.notice { StandardStream.writeError("aichats: " + notice) }
        // On stderr with exit 1: a cron job without XDG_CONFIG_HOME reads no list, and a line on
        // stdout with exit 0 went where cron's output goes (often /dev/null), unseen.
        if let listed, listed.feeds.isEmpty {
            throw RuntimeFailure(message: FeedListFile.nothingListed(listed, environment: environment, outcome: "nothing was refreshed"))
        }
        let log = FeedRefreshLog(logger: FileLogHandler.logger(writingTo: logFile))
        let refresher = FeedRefresher(feedList: services.list, cache: cache, fetcher: log.fetcher(over: fetcher), lock: services.lock)
        let report = RefreshReport(refresher: refresher, progressBar: isatty(STDOUT_FILENO) == 1, keptPerFeed: kept, log: log)
        let outputFailure = Mutex<String?>(nil)
        let failures: [String]
        do {
            failures = try await report.run(
                waiting: { StandardStream.writeError("aichats: " + RefreshReport.waitingText) },
                moved: { StandardStream.writeError("aichats: " + $0) }
            ) { text in
                do { try StandardStream.writeOutput(text) } catch let failure as StandardStream.Failed {
                    outputFailure.withLock { $0 = $0 ?? failure.message }
                } catch {}
            }
            await fetcher.finish()
        } catch {
            await fetcher.finish()
            throw RuntimeFailure(message: UntrustedText.clean(error.message))
        }
        // Named again on stderr: `aichats refresh > /dev/null` in cron mails only stderr.
        if !failures.isEmpty {
            let count = failures.count == 1 ? "1 feed" : "\(failures.count) feeds"
            throw RuntimeFailure(message: "\(count) could not be refreshed:\n" + failures.map { "  " + $0 }.joined(separator: "\n"))
        }
        if let message = outputFailure.withLock({ $0 }) { throw RuntimeFailure(message: message) }
        if !problems.isEmpty { throw RuntimeFailure(message: "some lines of the feed list were left out (see above)") }
    }
}
