import Domain
import Foundation

/// The sample feeds' fetcher for `.mockWithFeeds()`: nothing leaves the machine. Every feed is
/// "not modified" but `FixtureFeeds.world`, which fails with `FixtureFeeds.worldFailure`.
public struct FixtureFeedFetcher: FeedFetcher {
    public init() {}

    public func fetch(_ address: FeedAddress, validators: FeedValidators) async -> FeedFetchResult {
        let failed = address.text == FixtureFeeds.world
        return FeedFetchResult(failed ? .failed(reason: FixtureFeeds.worldFailure, retryAfter: nil) : .notModified)
    }
}
