import Foundation

/// What each fetch outcome changes in a feed's status, for the caches kept in memory (the
/// SQLite cache writes the same columns).
extension FeedStatus {
    /// A new version: its title, site link and validators; the last error is over.
    public mutating func recordFetched(_ fetched: FetchedFeed, validators: FeedValidators, at time: Date) {
        title = fetched.title
        siteLink = fetched.siteLink
        self.validators = validators
        recordNotModified(at: time)
    }

    /// A `304`: current as of `time`; the last error is over.
    public mutating func recordNotModified(at time: Date) {
        lastSuccess = time
        lastError = nil
        lastErrorAt = nil
    }

    /// A failed fetch: what is cached stays.
    public mutating func recordFailure(_ reason: String, at time: Date) {
        lastError = reason
        lastErrorAt = time
    }
}
