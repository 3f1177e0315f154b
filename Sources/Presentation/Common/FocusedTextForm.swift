/// A form sheet's presenter whose fields are mostly text (the new avatar, the avatar settings):
/// typed and pasted text goes into the focused field.
@MainActor
public protocol FocusedTextForm: AnyObject {
    /// True while the focused field takes typed text.
    var isEditingText: Bool { get }
    /// Types or pastes into the focused field, within its limit.
    func insertIntoFocused(_ text: String)
}
