import AppComposition
import ArgumentParser
import Domain
import Foundation

/// `aichats refresh`: fetches every feed of the list into the cache, for cron and scripts.
struct RefreshCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "refresh",
        abstract: "Fetch every feed of your feed list into the cache.",
        discussion: """
            Prints one line per feed as it ends: how many items were new, "not modified", or why \
            it failed; then a summary. A progress bar is drawn only when stdout is a terminal. \
            Lines of the feed list that cannot be read are named on stderr first, as by \
            'aichats feeds list'. The exit code is 1 when any feed failed or any line was left out \
            (the other feeds are stored all the same), 0 otherwise.
            """
    )

    @OptionGroup var dataFolder: DataFolderOption

    func run() async throws {
        let environment = ProcessInfo.processInfo.environment
        let fetcher = FeedCommandServices.liveFetcher()
        let services: FeedCommandServices
        do {
            services = try FeedCommandServices.open(dataFolder: dataFolder.resolved, environment: environment, create: true)
        } catch {
            throw RuntimeFailure(message: error.message)
        }
        guard let cache = services.cache else { return }
        let problems = (try? services.list.list().problems) ?? []
        FeedListAccess.report(problems, in: FeedListAccess.file.path)
        let refresher = FeedRefresher(feedList: services.list, cache: cache, fetcher: fetcher)
        let report = RefreshReport(refresher: refresher, progressBar: StandardOutput.isTerminal)
        let allRefreshed: Bool
        do {
            allRefreshed = try await report.run { text in try? StandardOutput.write(text) }
            await fetcher.finish()
        } catch {
            await fetcher.finish()
            throw RuntimeFailure(message: UntrustedText.clean(error.message))
        }
        if !allRefreshed { throw RuntimeFailure(message: "some feeds could not be refreshed (see above)") }
        if !problems.isEmpty { throw RuntimeFailure(message: "some lines of the feed list were left out (see above)") }
    }
}
