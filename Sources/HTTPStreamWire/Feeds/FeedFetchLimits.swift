import Foundation

/// What one feed may cost: past any of these the fetch fails and names the limit.
public struct FeedFetchLimits: Codable, Equatable, Sendable {
    /// Seconds to wait for the server to accept the connection and answer.
    public var connectTimeout: TimeInterval
    /// Seconds for the whole transfer, from the first byte sent to the last received.
    public var resourceTimeout: TimeInterval
    /// The body's size after decompression (10 MB is 10 × 1024 × 1024 bytes, as FeedParsing counts).
    public var maximumBodyBytes: Int
    public var maximumRedirects: Int

    public init(
        connectTimeout: TimeInterval, resourceTimeout: TimeInterval, maximumBodyBytes: Int, maximumRedirects: Int
    ) {
        self.connectTimeout = connectTimeout
        self.resourceTimeout = resourceTimeout
        self.maximumBodyBytes = maximumBodyBytes
        self.maximumRedirects = maximumRedirects
    }

    /// 10 s to connect, 30 s a feed, 10 MB of body, 5 redirects.
    public static let standard = FeedFetchLimits(
        connectTimeout: 10, resourceTimeout: 30, maximumBodyBytes: 10 * 1024 * 1024, maximumRedirects: 5)

    var isValid: Bool {
        connectTimeout.isFinite && connectTimeout > 0 && resourceTimeout.isFinite && resourceTimeout > 0
            && maximumBodyBytes > 0 && maximumRedirects >= 0
    }
}
