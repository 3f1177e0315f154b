import Foundation

/// Fetches and parses feeds outside the app's process, so that a hostile feed can only fail.
public protocol FeedFetcher: Sendable {
    /// Never throws: every problem is a `.failed` outcome with its reason.
    func fetch(_ address: FeedAddress, validators: FeedValidators) async -> FeedFetchOutcome
}
