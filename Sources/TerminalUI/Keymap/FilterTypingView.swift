import Presentation

/// A screen with a filter typed in place (`FilterTyping`): while it is typed, printable keys go
/// into it and the presenter's `filterTypingKeys` are the screen's keys.
@MainActor
public protocol FilterTypingView: ScreenView {
    associatedtype Filtered: FilterTyping
    var presenter: Filtered { get }
}

extension FilterTypingView {
    public var acceptsText: Bool { presenter.isEditingFilter }

    public var typingHint: String? { "type to filter" }

    public func insertText(_ text: String) { presenter.editFilter { $0.insert(text) } }
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
