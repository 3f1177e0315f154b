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

    /// A `304`: current as of `time`; the last error, and the run of failures, are over.
    public mutating func recordNotModified(at time: Date) {
        lastSuccess = time
        endFailures()
    }

    /// The last error, and the run of failures, are over: the feed answered (a fetch, a `304`)
    /// or moved to an address that has not failed.
    public mutating func endFailures() {
        lastError = nil
        lastErrorAt = nil
        failingSince = nil
        failedFetches = 0
    }

    /// A failed fetch: what is cached stays; the run of failures goes on, or starts now.
    public mutating func recordFailure(_ reason: String, at time: Date) {
        lastError = reason
        lastErrorAt = time
        if failedFetches == 0 || failingSince == nil { failingSince = time }
        failedFetches += 1
    }

    /// Where the feed moved for good (`FeedCache.recordMove`); nil forgets a move. The same
    /// address again keeps the time it was first said.
    public mutating func recordMove(to address: String?, at time: Date) {
        guard address != movedTo else { return }
        movedTo = address
        movedSince = address == nil ? nil : time
    }
}
