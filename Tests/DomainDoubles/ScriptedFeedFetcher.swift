import Domain
import Foundation
import Synchronization

/// The `FeedFetcher` double: answers each feed (by its URL as written) with the outcome it was
/// given, any other feed with a failure, and records what it was asked with which validators.
public final class ScriptedFeedFetcher: FeedFetcher {
    private let outcomes: Mutex<[String: FeedFetchOutcome]>
    private let asked = Mutex<[(feed: String, validators: FeedValidators)]>([])

    public init(_ outcomes: [String: FeedFetchOutcome] = [:]) { self.outcomes = Mutex(outcomes) }

    /// What the next fetches of `feed` answer.
    public func answer(_ feed: String, with outcome: FeedFetchOutcome) {
        outcomes.withLock { $0[feed] = outcome }
    }

    /// Each fetch asked for, in order, with the validators it sent.
    public var requests: [(feed: String, validators: FeedValidators)] { asked.withLock { $0 } }

    public func fetch(_ address: FeedAddress, validators: FeedValidators) async -> FeedFetchOutcome {
        asked.withLock { $0.append((address.text, validators)) }
        return outcomes.withLock { $0[address.text] } ?? .failed(reason: "no answer scripted", retryAfter: nil)
    }
}
