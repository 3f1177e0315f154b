import Foundation

/// What a server said about a feed's last version, sent back so that an unchanged feed answers
/// `304 Not Modified` and costs no parsing.
public struct FeedValidators: Sendable, Hashable, Codable {
    public var etag: String?
    public var lastModified: String?

    public init(etag: String? = nil, lastModified: String? = nil) {
        self.etag = etag
        self.lastModified = lastModified
    }
}
