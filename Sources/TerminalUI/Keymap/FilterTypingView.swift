import Presentation

/// A screen with a filter typed in place (`FilterEditing`): while it is typed, printable keys go
/// into it; on a list screen (`FilterTyping`) the presenter's `filterTypingKeys` are then the
/// screen's keys.
@MainActor
public protocol FilterTypingView: ScreenView {
    associatedtype Filtered: FilterEditing
    var presenter: Filtered { get }
}

extension FilterTypingView {
    public var typingHint: String? { "type to filter" }

    public func insertText(_ text: String) { presenter.editFilter { $0.insert(text) } }
}

extension FilterTypingView where Filtered: FilterTyping {
    public var acceptsText: Bool { presenter.isEditingFilter }
}

extension FilterTyping {
    /// Enter keeps the filter, Esc runs `clear`, Up and Down move, the rest edits the text.
    func filterTypingKeys(clear: @escaping @MainActor @Sendable () -> Void) -> [KeyBinding] {
        [
            KeyBinding([.enter], "Keep the filter and go back to the list", hint: "done") { self.endFilterEditing() },
            KeyBinding([.escape], "Clear the filter", hint: "clear") { clear() },
            KeyBinding([.down], "Move down") { self.editSelection { $0.move(by: 1) } },
            KeyBinding([.up], "Move up") { self.editSelection { $0.move(by: -1) } },
        ] + TextEditKeys.bindings { self.editFilter($0) }
    }
}
