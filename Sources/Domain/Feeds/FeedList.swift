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

    /// The feed listed under any spelling of `address`.
    public func feed(at address: FeedAddress) -> FeedSubscription? {
        feeds.first { $0.address.isSameFeed(as: address) }
    }

    /// Throws `.alreadyListed` when `subscription` is in the list in any spelling, as adding it
    /// again would fetch one feed twice.
    public func checkAddition(of subscription: FeedSubscription) throws(FeedListError) {
        if let listed = feed(at: subscription.address) { throw .alreadyListed(listed.address.text) }
        // Read back, "!" would hide the feed and "~…" rename it instead of tagging it.
        for tag in subscription.tags where tag.isEmpty || tag == "!" || tag.hasPrefix("~") { throw .invalidTag(tag) }
    }
}

/// A line of a feed list file that was left out, and why.
public struct FeedListProblem: Sendable, Equatable {
    /// From 1, as an editor counts.
    public let line: Int
    public let reason: String

    public init(line: Int, reason: String) {
        self.line = line
        self.reason = reason
    }

    /// "line 3: …", to follow the file's path.
    public var message: String { "line \(line): \(reason)" }
}
