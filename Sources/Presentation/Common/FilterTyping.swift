/// A presenter whose list is narrowed by a filter typed in place (`/`): Category, Feeds and the
/// picker sheets. Their views share the typing and its keys (`FilterTypingView`).
@MainActor
public protocol FilterTyping: AnyObject, Sendable {
    var isEditingFilter: Bool { get }
    /// Stops typing and keeps the filter (Enter).
    func endFilterEditing()
    func editFilter(_ edit: (inout TextInput) -> Void)
    func editSelection(_ edit: (inout Selection) -> Void)
}
