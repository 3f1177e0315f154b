import Domain
import Foundation

/// Fetch one feed and parse it: what aichats asks the helper, in place of an `HTTPStreamRequest`.
///
/// The helper answers with a single `FeedFetchReply` and exits. Sent as JSON in a `F` frame.
public struct FeedFetchRequest: Codable, Equatable, Sendable {
    /// The feed: `http`, `https` or `file`.
    public var url: URL
    /// The validators of the last version fetched, sent as `If-None-Match`/`If-Modified-Since`.
    public var validators: FeedValidators
    /// aichats's version, for `User-Agent: aichats/VERSION`.
    public var appVersion: String
    public var limits: FeedFetchLimits

    public init(
        url: URL, validators: FeedValidators = FeedValidators(), appVersion: String, limits: FeedFetchLimits = .standard
    ) {
        self.url = url
        self.validators = validators
        self.appVersion = appVersion
        self.limits = limits
    }

    /// The request as a frame.
    public var frame: HTTPStreamFrame {
        get throws(HTTPStreamWireError) { try WireJSON.frame(.feedRequest, self) }
    }

    /// Reads a feed request frame; refuses limits that are not positive.
    public init(frame: HTTPStreamFrame) throws(HTTPStreamWireError) {
        self = try WireJSON.decode(Self.self, from: frame, kind: .feedRequest)
        guard limits.isValid else { throw .malformedPayload }
    }
}
