import Domain
import Foundation
import Synchronization

/// The `FeedFetcher` double: answers each feed (by its URL as written) with the outcome it was
/// given (and the redirect given with it), any other feed with a failure, and records what it was
/// asked with which validators.
public final class ScriptedFeedFetcher: FeedFetcher {
    private let outcomes: Mutex<[String: FeedFetchOutcome]>
    private let redirects = Mutex<[String: FeedRedirect]>([:])
    private let asked = Mutex<[(feed: String, validators: FeedValidators)]>([])

    public init(_ outcomes: [String: FeedFetchOutcome] = [:]) { self.outcomes = Mutex(outcomes) }

    /// What the next fetches of `feed` answer.
    public func answer(_ feed: String, with outcome: FeedFetchOutcome, redirect: FeedRedirect? = nil) {
        outcomes.withLock { $0[feed] = outcome }
        redirects.withLock { $0[feed] = redirect }
    }

    /// What the next fetches of `feed` answer, having followed permanent redirects to `address`.
    public func answer(_ feed: String, with outcome: FeedFetchOutcome, movedTo address: String) {
        answer(feed, with: outcome, redirect: FeedRedirect(address: address, isPermanent: true))
    }

    /// Each fetch asked for, in order, with the validators it sent.
    public var requests: [(feed: String, validators: FeedValidators)] { asked.withLock { $0 } }

    public func fetch(_ address: FeedAddress, validators: FeedValidators) async -> FeedFetchResult {
        asked.withLock { $0.append((address.text, validators)) }
        let outcome = outcomes.withLock { $0[address.text] } ?? .failed(reason: "no answer scripted", retryAfter: nil)
        return FeedFetchResult(outcome, redirect: redirects.withLock { $0[address.text] })
    }
}
