import Foundation

/// Counts items and watches the clock while a document is read, and says which limit a parse
/// has passed. A feed past `maxItems` items keeps its newest, chosen as it is read
/// (`ItemSelection`: by date, else its first ones, as newsboat reads a long feed); an OPML file
/// past the limit fails whole.
final class ParseGuardrail {
    /// What to do with an element about to open.
    enum Verdict: Equatable {
        case build
        /// An item of a feed: built, then kept or left out by the builder's `ItemSelection`.
        case buildItem
        case fail(FeedParseError)
    }

    let limits: FeedParseLimits
    private let deadline: ContinuousClock.Instant
    private var items = 0
    /// Element names that count as a feed's items: RSS `item`, Atom `entry`, OPML `outline`.
    private let itemNames: Set<String>
    /// True for a feed (its items chosen past the limit), false for OPML (failed past it).
    private let selectsItems: Bool

    convenience init(limits: FeedParseLimits, itemNames: Set<String> = ["item", "entry"], selectsItems: Bool = true) {
        self.init(limits: limits, itemNames: itemNames, selectsItems: selectsItems,
                  deadline: ContinuousClock.now.advanced(by: limits.timeLimit))
    }

    private init(limits: FeedParseLimits, itemNames: Set<String>, selectsItems: Bool, deadline: ContinuousClock.Instant) {
        self.limits = limits
        self.itemNames = itemNames
        self.selectsItems = selectsItems
        self.deadline = deadline
    }

    /// For a second reading of the same document: the items counted afresh, the same deadline.
    func restarted() -> ParseGuardrail {
        ParseGuardrail(limits: limits, itemNames: itemNames, selectsItems: selectsItems, deadline: deadline)
    }

    func enter(_ element: XMLTreeElement, depth: Int) -> Verdict {
        if depth > limits.maxDepth { return .fail(.tooDeeplyNested(limit: limits.maxDepth)) }
        guard itemNames.contains(element.name) else { return .build }
        items += 1
        if selectsItems { return .buildItem }
        return items > limits.maxItems ? .fail(.tooManyItems(limit: limits.maxItems)) : .build
    }

    func checkTime() -> FeedParseError? {
        guard ContinuousClock.now > deadline else { return nil }
        let parts = limits.timeLimit.components
        return .tookTooLong(limitSeconds: Double(parts.seconds) + Double(parts.attoseconds) / 1e18)
    }
}
