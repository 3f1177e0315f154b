import Domain
import Foundation
import Logging

/// Writes to the log how many items a fetched feed left out, past the most a feed keeps: the
/// Feeds screen has no place for it, and `aichats refresh` says it on the feed's line.
struct LoggingFeedFetcher: FeedFetcher {
    let base: any FeedFetcher
    let logger: Logger

    func fetch(_ address: FeedAddress, validators: FeedValidators) async -> FeedFetchResult {
        let result = await base.fetch(address, validators: validators)
        if case .fetched(let feed, _) = result.outcome, feed.leftOutItems > 0 {
            logger.notice("feed left items out", metadata: [
                "feed": "\(address.shown)", "kept": "\(feed.items.count)", "left out": "\(feed.leftOutItems)",
            ])
        }
        return result
    }
}
