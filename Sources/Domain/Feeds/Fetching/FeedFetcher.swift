import Foundation

/// Fetches and parses feeds outside the app's process, so that a hostile feed can only fail.
public protocol FeedFetcher: Sendable {
    /// Never throws: every problem is a `.failed` outcome with its reason. The result says where
    /// redirects led, so that a feed that moved for good can be said.
    func fetch(_ address: FeedAddress, validators: FeedValidators) async -> FeedFetchResult
}
