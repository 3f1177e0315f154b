import Foundation

/// Counts items and watches the clock while a document is read, and says which limit a parse
/// has passed.
final class ParseGuardrail {
    let limits: FeedParseLimits
    private let deadline: ContinuousClock.Instant
    private var items = 0
    /// Element names that count as a feed's items: RSS `item`, Atom `entry`, OPML `outline`.
    private let itemNames: Set<String>

    convenience init(limits: FeedParseLimits, itemNames: Set<String> = ["item", "entry"]) {
        self.init(limits: limits, itemNames: itemNames, deadline: ContinuousClock.now.advanced(by: limits.timeLimit))
    }

    private init(limits: FeedParseLimits, itemNames: Set<String>, deadline: ContinuousClock.Instant) {
        self.limits = limits
        self.itemNames = itemNames
        self.deadline = deadline
    }

    /// For a second reading of the same document: the items counted afresh, the same deadline.
    func restarted() -> ParseGuardrail {
        ParseGuardrail(limits: limits, itemNames: itemNames, deadline: deadline)
    }

    func enter(_ element: XMLTreeElement, depth: Int) -> FeedParseError? {
        if depth > limits.maxDepth { return .tooDeeplyNested(limit: limits.maxDepth) }
        guard itemNames.contains(element.name) else { return nil }
        return countItems(1)
    }

    func countItems(_ count: Int) -> FeedParseError? {
        items += count
        return items > limits.maxItems ? .tooManyItems(limit: limits.maxItems) : nil
    }

    func checkTime() -> FeedParseError? {
        guard ContinuousClock.now > deadline else { return nil }
        let parts = limits.timeLimit.components
        return .tookTooLong(limitSeconds: Double(parts.seconds) + Double(parts.attoseconds) / 1e18)
    }
}
