import Foundation

/// How much of a feed the network helper is willing to read: a hostile or broken server must not
/// make it use unbounded memory or time.
public struct FeedParseLimits: Sendable, Hashable, Codable {
    public var maxItems: Int
    public var maxBytes: Int
    /// Checked while the document is read: a parse that runs longer is abandoned.
    public var timeLimit: Duration
    /// How deep elements may nest: the tree is walked recursively, and no feed nests deeply.
    public var maxDepth: Int

    public init(maxItems: Int, maxBytes: Int, timeLimit: Duration, maxDepth: Int = 256) {
        self.maxItems = maxItems
        self.maxBytes = maxBytes
        self.timeLimit = timeLimit
        self.maxDepth = maxDepth
    }

    /// 10,000 items, 10 MB, 5 seconds, elements 256 deep.
    public static let standard = FeedParseLimits(
        maxItems: 10_000, maxBytes: 10 * 1024 * 1024, timeLimit: .seconds(5))
}
