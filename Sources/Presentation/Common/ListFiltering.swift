/// A list screen's filter (`/`): its text, and whether keys go into it. The presenter holds the
/// whole list and filters it in memory as the text changes (a category, the feeds).
public struct ListFilter: Sendable {
    public internal(set) var input = TextInput()
    public internal(set) var isEditing = false

    public init() {}

    /// True while the filter is typed or set: Esc clears it before it goes back.
    public var isActive: Bool { isEditing || !input.isEmpty }
}

/// The intents of a screen with a `ListFilter`, the same on every such screen.
@MainActor
public protocol ListFiltering: FilterTyping {
    /// Changed through the intents below, not set directly.
    var listFilter: ListFilter { get set }
    /// The selected row's id: an avatar's or article's id, a feed's address.
    var selectedID: String? { get }
    /// The filter changed: the row of `id` is selected when it is shown, else the first match.
    func filterChanged(keeping id: String?)
}

extension ListFiltering {
    public var filter: TextInput { listFilter.input }
    public var isEditingFilter: Bool { listFilter.isEditing }

    /// Starts typing a filter (`/`).
    public func beginFilter() { listFilter.isEditing = true }

    /// Stops typing and keeps the filter (Enter).
    public func endFilterEditing() { listFilter.isEditing = false }

    /// Changes the filter's text; the first match is selected.
    public func editFilter(_ edit: (inout TextInput) -> Void) {
        edit(&listFilter.input)
        filterChanged(keeping: nil)
    }

    /// Clears the filter (Esc), keeping the row that was selected; false when there was none,
    /// and Esc goes back instead.
    func clearFilter() -> Bool {
        guard listFilter.isActive else { return false }
        let selected = selectedID
        listFilter = ListFilter()
        filterChanged(keeping: selected)
        return true
    }
}
