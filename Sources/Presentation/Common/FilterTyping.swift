/// A presenter whose list is narrowed by a filter typed in place: Category, Feeds and Explore
/// (`FilterTyping`, after `/`), and the picker sheets, whose filter takes every letter typed.
@MainActor
public protocol FilterEditing: AnyObject, Sendable {
    func editFilter(_ edit: (inout TextInput) -> Void)
    func editSelection(_ edit: (inout Selection) -> Void)
}

/// A list screen whose filter is typed after `/`, its letters being the list's keys otherwise.
/// Their views share the typing and its keys (`FilterTypingView`).
@MainActor
public protocol FilterTyping: FilterEditing {
    var isEditingFilter: Bool { get }
    /// Stops typing and keeps the filter (Enter).
    func endFilterEditing()
}
