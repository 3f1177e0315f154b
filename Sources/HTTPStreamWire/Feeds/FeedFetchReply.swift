import Domain
import Foundation

/// What fetching a feed came to, in the helper's answer (`FeedFetchAnswer`). It carries Domain's
/// values, but nothing in it is trusted yet: the app checks every field (`FetchedFeedMapper`)
/// before anything is stored.
public enum FeedFetchReply: Codable, Equatable, Sendable {
    /// A new version of the feed, parsed, with the validators the server gave for it.
    case fetched(FetchedFeed, validators: FeedValidators)
    /// 304: the feed is unchanged since the validators sent; nothing was parsed.
    case notModified(validators: FeedValidators)
    /// One plain sentence; `retryAfter` when a 429 or 503 said when to come back.
    case failed(reason: String, retryAfter: Date?)

}

/// The helper's answer to a `FeedFetchRequest` (`R`, JSON): the reply, and where the redirects it
/// followed led (wire version 9), so that the app can say a feed that moved for good.
public struct FeedFetchAnswer: Codable, Equatable, Sendable {
    public var reply: FeedFetchReply
    /// Nil when no redirect was followed, or the fetch stopped at one it refused.
    public var redirect: FeedRedirect?

    public init(_ reply: FeedFetchReply, redirect: FeedRedirect? = nil) {
        self.reply = reply
        self.redirect = redirect
    }

    /// The answer as a frame.
    public var frame: HTTPStreamFrame {
        get throws(HTTPStreamWireError) { try WireJSON.frame(.feedReply, self) }
    }

    /// Reads a feed reply frame.
    public init(frame: HTTPStreamFrame) throws(HTTPStreamWireError) {
        self = try WireJSON.decode(Self.self, from: frame, kind: .feedReply)
    }
}
