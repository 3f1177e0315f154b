import Foundation

/// What the feed server answers on one path.
public struct FeedRoute: Sendable, Codable {
    public var status: Int
    public var headers: [String: String]
    public var body: Data
    /// Waited before the head is sent.
    public var delay: Duration = .zero
    /// Sends this many bytes of the body, then nothing for a minute.
    public var stallAfter: Int?
    /// Sends the body in chunks (`Transfer-Encoding: chunked`), its length not told ahead.
    public var chunked = false
    /// When set, the route sends it as `ETag` and answers 304 to an `If-None-Match` that names it.
    public var etag: String?

    public init(status: Int = 200, headers: [String: String] = [:], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A feed document with the content type of an RSS feed.
    public static func feed(_ document: String, contentType: String = "application/rss+xml") -> FeedRoute {
        FeedRoute(headers: ["Content-Type": contentType], body: Data(document.utf8))
    }

    /// A redirect to `location`.
    public static func redirect(to location: String, status: Int = 302) -> FeedRoute {
        FeedRoute(status: status, headers: ["Location": location])
    }
}

/// A request the feed server received.
public struct FeedServerRequest: Sendable, Codable {
    public let path: String
    /// Header names are lowercased.
    public let headers: [String: String]
}
