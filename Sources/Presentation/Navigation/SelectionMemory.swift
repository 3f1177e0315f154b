import Domain

/// The row each list had selected when the user left it (Esc), so that opening the same list
/// again, a new screen, selects it again, as Explore's sections keep theirs. One per app for
/// each kind of list.
@MainActor
public final class SelectionMemory<List: Hashable & Sendable, ID: Sendable> {
    private var selected: [List: (id: ID, index: Int)] = [:]

    nonisolated public init() {}

    func remember(_ id: ID?, at index: Int, in list: List) {
        selected[list] = id.map { ($0, index) }
    }

    /// The row `list` had selected, and where it was.
    func selection(in list: List) -> (id: ID, index: Int)? { selected[list] }
}

/// The categories' memory: an avatar's or an article's id, by category.
public typealias CategorySelectionMemory = SelectionMemory<CategoryKind, String>
/// The item lists' memory: an item's id, by list.
public typealias FeedItemsSelectionMemory = SelectionMemory<FeedItemScope, Int64>
