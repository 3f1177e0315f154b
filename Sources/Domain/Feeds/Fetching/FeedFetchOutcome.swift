import Foundation

/// What fetching one feed came to.
public enum FeedFetchOutcome: Sendable, Hashable {
    /// A new version, with the validators to send next time.
    case fetched(FetchedFeed, FeedValidators)
    /// The server said the feed has not changed since the validators sent.
    case notModified
    /// The feed could not be fetched or read. `reason` is one plain sentence for the feeds list and
    /// the status bar, naming the limit when one was crossed; `retryAfter` is set when the server
    /// asked to wait (429, 503).
    case failed(reason: String, retryAfter: Date?)
}
