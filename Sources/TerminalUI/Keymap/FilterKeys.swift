import Presentation

/// The keys of a list while its filter is typed: a picker sheet's, a category's, the feeds'.
enum FilterKeys {
    static func bindings(
        done: @escaping @MainActor @Sendable () -> Void, clear: @escaping @MainActor @Sendable () -> Void,
        move: @escaping @MainActor @Sendable (Int) -> Void, edit: @escaping TextEditKeys.Apply
    ) -> [KeyBinding] {
        [
            KeyBinding([.enter], "Keep the filter and go back to the list", hint: "done") { done() },
            KeyBinding([.escape], "Clear the filter", hint: "clear") { clear() },
            KeyBinding([.down], "Move down") { move(1) },
            KeyBinding([.up], "Move up") { move(-1) },
        ] + TextEditKeys.bindings(edit)
    }
}
