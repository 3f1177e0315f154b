import Foundation

/// Where a fetch ended after the redirects it followed, and whether every one of them was
/// permanent (301 or 308): a feed that moved for good, whose new address the user should write
/// into the feed list before the old one stops answering. A 302, 303 or 307 anywhere on the way
/// makes the whole chain temporary: the old address stays the one to ask.
public struct FeedRedirect: Sendable, Hashable, Codable {
    /// The address the last redirect led to: http or https, without a user part (a login given
    /// for the old address is the list's, not the server's to hand on).
    public var address: String
    /// True when every redirect on the way was a 301 or a 308.
    public var isPermanent: Bool

    public init(address: String, isPermanent: Bool) {
        self.address = address
        self.isPermanent = isPermanent
    }

    /// Whether `status` says a resource moved for good (RFC 9110: 301 Moved Permanently, 308
    /// Permanent Redirect).
    public static func isPermanent(status: Int) -> Bool { status == 301 || status == 308 }
}

/// A fetch's outcome with the redirects it followed, as a `FeedFetcher` answers.
public struct FeedFetchResult: Sendable, Hashable {
    public var outcome: FeedFetchOutcome
    /// Nil when no redirect was followed (or the fetch stopped at one it refused).
    public var redirect: FeedRedirect?

    public init(_ outcome: FeedFetchOutcome, redirect: FeedRedirect? = nil) {
        self.outcome = outcome
        self.redirect = redirect
    }

    /// The new address when every redirect was permanent: the feed moved there.
    public var movedTo: String? { redirect?.isPermanent == true ? redirect?.address : nil }
}
