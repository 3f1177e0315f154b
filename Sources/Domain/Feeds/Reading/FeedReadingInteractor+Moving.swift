import Foundation

/// What `M` on Feeds did to a feed that moved for good.
public struct FeedMoveReport: Sendable, Equatable {
    /// The feed as the list now names it.
    public let feed: FeedSubscription
    /// True when the old address held a login that the new one, on another host, was not given.
    public let loginLeftBehind: Bool

    public init(feed: FeedSubscription, loginLeftBehind: Bool) {
        self.feed = feed
        self.loginLeftBehind = loginLeftBehind
    }
}

/// `M` on Feeds: a feed that moved for good (every redirect of its fetches permanent) takes its
/// new address in the feed list, and what the cache holds of it follows.
extension FeedReadingInteractor {
    /// Writes `newAddress` into the list in place of the feed `url`'s address (its tags, title
    /// and `!` kept), then moves its cached items, read marks, bookmarks and the chats about its
    /// items there, in one transaction. A login in the old address goes with it only to the same
    /// host. Throws the list's refusal (`FeedListError`), the list and cache unchanged; or the
    /// cache's, the list changed and the items still under the old address.
    public func moveFeed(_ url: String, to newAddress: String) async throws -> FeedMoveReport {
        let old = try FeedAddress(url)
        let (text, leftBehind) = FeedAddress.carryingLogin(of: old, to: newAddress)
        let moved = try list.moveFeed(old, to: try FeedAddress(text))
        do {
            try await cache.moveFeed(old.text, to: moved.address.text)
        } catch {
            throw DomainError.unavailable("the feed list now names \(moved.address.shown), but its items stay under the old "
                + "address (\(DomainError.describe(error)))")
        }
        return FeedMoveReport(feed: moved, loginLeftBehind: leftBehind)
    }
}

extension FeedAddress {
    /// `newAddress` with the user name and password of `old`, when `old` has a login and
    /// `newAddress` none and both are on the same host; on another host the login is left
    /// behind (a server that redirects is not given the user's password elsewhere), which the
    /// second value says.
    static func carryingLogin(of old: FeedAddress, to newAddress: String) -> (text: String, leftBehind: Bool) {
        guard let from = URLComponents(string: old.text), from.user != nil || from.password != nil,
              var to = URLComponents(string: newAddress), to.user == nil, to.password == nil
        else { return (newAddress, false) }
        guard let host = to.host?.lowercased(), host == from.host?.lowercased() else { return (newAddress, true) }
        (to.percentEncodedUser, to.percentEncodedPassword) = (from.percentEncodedUser, from.percentEncodedPassword)
        return (to.string ?? newAddress, false)
    }
}
