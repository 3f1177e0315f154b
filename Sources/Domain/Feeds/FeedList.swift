import Foundation

/// The feeds of the feed list in file order, and the lines that could not be read, which are
/// reported but never stop the rest.
public struct FeedList: Sendable, Equatable {
    public var feeds: [FeedSubscription]
    public var problems: [FeedListProblem]

    public init(feeds: [FeedSubscription] = [], problems: [FeedListProblem] = []) {
        self.feeds = feeds
        self.problems = problems
    }

    /// The feed listed under any spelling of `address`, or as it is shown with its password or
    /// a token masked (`aichats feeds list` shows `https://user:***@host/feed.xml`, `…?token=***`).
    public func feed(at address: FeedAddress) -> FeedSubscription? {
        if let feed = feeds.first(where: { $0.address.isSameFeed(as: address) }) { return feed }
        // Only an address written with something masked is looked for so: an import asks for each of its feeds.
        guard address.text.contains("***") else { return nil }
        return feeds.first { $0.address.shown == address.text && $0.address.shown != $0.address.text }
    }

    /// Throws `.alreadyListed` when `subscription` is in the list in any spelling, as adding it
    /// again would fetch one feed twice.
    public func checkAddition(of subscription: FeedSubscription) throws(FeedListError) {
        if let listed = feed(at: subscription.address) { throw .alreadyListed(listed.address.text) }
        for tag in subscription.tags where !Self.isUsableTag(tag) { throw .invalidTag(tag) }
    }

    /// Whether `tag` reads back as a tag from a `urls` line: `"!"` would hide the feed and
    /// `"~…"` rename it instead, and an empty one is no tag. Nor does one with a comma: OPML's
    /// `category` separates tags with commas, so an export imported back would split it.
    public static func isUsableTag(_ tag: String) -> Bool {
        !tag.isEmpty && tag != "!" && !tag.hasPrefix("~") && !tag.contains(",")
    }
}

/// A line of a feed list file, or a feed of an OPML file, that was left out, and why.
public struct FeedListProblem: Sendable, Equatable {
    /// From 1, as an editor counts; nil for an OPML feed, which the reason names by its URL.
    public let line: Int?
    public let reason: String

    public init(line: Int, reason: String) {
        self.line = line
        self.reason = reason
    }

    /// A feed of an OPML file.
    public init(reason: String) {
        line = nil
        self.reason = reason
    }

    /// "line 3: …", or the reason alone, to follow the file's path.
    public var message: String { line.map { "line \($0): \(reason)" } ?? reason }
}
