import Domain
import Foundation
import Logging

/// Writes what a refresh came to into the log, the same lines from the app and from `aichats
/// refresh` (cron): a line per feed that failed, with why, then one line of counts. The feeds
/// that left items out are logged as they are fetched (`LoggingFeedFetcher`).
public struct FeedRefreshLog: Sendable {
    let logger: Logger

    public init(logger: Logger) { self.logger = logger }

    public func record(_ results: [FeedRefreshResult]) {
        guard !results.isEmpty else { return }
        for result in results {
            guard let reason = result.failureReason else { continue }
            logger.warning("feed failed", metadata: [
                "feed": "\(FeedAddress.masked(result.feed))", "reason": "\(reason)",
            ])
        }
        logger.info("feeds refreshed", metadata: [
            "feeds": "\(results.count)", "new": "\(results.reduce(0) { $0 + $1.newItems })",
            "removed": "\(results.reduce(0) { $0 + $1.removedItems })", "failed": "\(results.count { $0.failureReason != nil })",
        ])
    }

    /// The fetcher that logs the feeds that left items out, past the most a fetch keeps.
    public func fetcher(over base: any FeedFetcher) -> any FeedFetcher {
        LoggingFeedFetcher(base: base, logger: logger)
    }
}
