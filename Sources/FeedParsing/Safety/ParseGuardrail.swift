import Foundation

/// Counts items and watches the clock while a document is read, and says which limit a parse
/// has passed. A feed keeps its first `maxItems` items and the rest are left unread (feeds list
/// their newest first), as newsboat reads a long feed; an OPML file past the limit fails whole.
final class ParseGuardrail {
    /// What to do with an element about to open.
    enum Verdict: Equatable {
        case build
        /// An item past the limit: its whole subtree is left out.
        case skip
        case fail(FeedParseError)
    }

    let limits: FeedParseLimits
    private let deadline: ContinuousClock.Instant
    private var items = 0
    /// Element names that count as a feed's items: RSS `item`, Atom `entry`, OPML `outline`.
    private let itemNames: Set<String>
    private let keepsFirstItems: Bool

    convenience init(limits: FeedParseLimits, itemNames: Set<String> = ["item", "entry"], keepsFirstItems: Bool = true) {
        self.init(limits: limits, itemNames: itemNames, keepsFirstItems: keepsFirstItems,
                  deadline: ContinuousClock.now.advanced(by: limits.timeLimit))
    }

    private init(limits: FeedParseLimits, itemNames: Set<String>, keepsFirstItems: Bool, deadline: ContinuousClock.Instant) {
        self.limits = limits
        self.itemNames = itemNames
        self.keepsFirstItems = keepsFirstItems
        self.deadline = deadline
    }

    /// For a second reading of the same document: the items counted afresh, the same deadline.
    func restarted() -> ParseGuardrail {
        ParseGuardrail(limits: limits, itemNames: itemNames, keepsFirstItems: keepsFirstItems, deadline: deadline)
    }

    func enter(_ element: XMLTreeElement, depth: Int) -> Verdict {
        if depth > limits.maxDepth { return .fail(.tooDeeplyNested(limit: limits.maxDepth)) }
        guard itemNames.contains(element.name) else { return .build }
        items += 1
        guard items > limits.maxItems else { return .build }
        return keepsFirstItems ? .skip : .fail(.tooManyItems(limit: limits.maxItems))
    }

    func checkTime() -> FeedParseError? {
        guard ContinuousClock.now > deadline else { return nil }
        let parts = limits.timeLimit.components
        return .tookTooLong(limitSeconds: Double(parts.seconds) + Double(parts.attoseconds) / 1e18)
    }
}
