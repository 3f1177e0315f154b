import Domain
import Foundation

/// The helper's answer to a `FeedFetchRequest`: its only frame after the version (`R`, JSON).
/// It carries Domain's values, but nothing in it is trusted yet: the app checks every field
/// (`FetchedFeedMapper`) before anything is stored.
public enum FeedFetchReply: Codable, Equatable, Sendable {
    /// A new version of the feed, parsed, with the validators the server gave for it.
    case fetched(FetchedFeed, validators: FeedValidators)
    /// 304: the feed is unchanged since the validators sent; nothing was parsed.
    case notModified(validators: FeedValidators)
    /// One plain sentence; `retryAfter` when a 429 or 503 said when to come back.
    case failed(reason: String, retryAfter: Date?)

    /// The reply as a frame.
    public var frame: HTTPStreamFrame {
        get throws(HTTPStreamWireError) { try WireJSON.frame(.feedReply, self) }
    }

    /// Reads a feed reply frame.
    public init(frame: HTTPStreamFrame) throws(HTTPStreamWireError) {
        self = try WireJSON.decode(Self.self, from: frame, kind: .feedReply)
    }
}
