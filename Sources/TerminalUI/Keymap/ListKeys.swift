import Presentation

/// The movement keys every list shares: arrows, j/k, PgUp/PgDn, Home/End, g/G (without the
/// letters where every letter types).
public enum ListKeys {
    /// A change applied to the list's selection.
    public typealias Apply = @MainActor @Sendable ((inout Selection) -> Void) -> Void

    /// Selects the row `state` drew at the cell `column`, `row`: what a list does with a click.
    /// False when no row is there.
    @MainActor
    public static func click(_ state: ListState, column: Int, row: Int, _ apply: Apply) -> Bool {
        guard let index = state.index(atColumn: column, row: row) else { return false }
        apply { $0.select(index) }
        return true
    }

    /// Bindings that move the selection by one, by a page, or to either end.
    public static func bindings(page: Int, _ apply: @escaping Apply) -> [KeyBinding] {
        moves([[.down, .char("j")], [.up, .char("k")], [.pageDown, .ctrl("d")], [.pageUp, .ctrl("u")],
               [.home, .char("g")], [.end, .char("G")]], page: page, hint: "move", apply)
    }

    /// The same moves with no letter among their keys, for a list whose filter takes every letter
    /// typed (the picker sheets): Ctrl-N and Ctrl-P as in fzf and readline, no Ctrl-D or Ctrl-U
    /// (Ctrl-U deletes the filter's start, as in a text field). No status bar hint: the filter
    /// line says "↑↓ move", and the bar keeps room for where the sheet is.
    public static func typingBindings(page: Int, _ apply: @escaping Apply) -> [KeyBinding] {
        moves([[.down, .ctrl("n")], [.up, .ctrl("p")], [.pageDown], [.pageUp], [.home], [.end]], page: page, hint: nil, apply)
    }

    /// The keys of each move, in `bindings`' order: down, up, page down, page up, first, last.
    private static func moves(_ keys: [[Key]], page: Int, hint: String?, _ apply: @escaping Apply) -> [KeyBinding] {
        let page = max(1, page)
        return [
            KeyBinding(keys[0], "Move down", hint: hint, hintKey: "↑↓") { apply { $0.move(by: 1) } },
            KeyBinding(keys[1], "Move up") { apply { $0.move(by: -1) } },
            KeyBinding(keys[2], "Page down") { apply { $0.move(by: page) } },
            KeyBinding(keys[3], "Page up") { apply { $0.move(by: -page) } },
            KeyBinding(keys[4], "First item") { apply { $0.select(0) } },
            KeyBinding(keys[5], "Last item") { apply { $0.select(Int.max) } },
        ]
    }
}
