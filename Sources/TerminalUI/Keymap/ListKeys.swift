import Presentation

/// The movement keys every list shares: arrows, j/k, PgUp/PgDn, Home/End, g/G.
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
        let page = max(1, page)
        return [
            KeyBinding([.down, .char("j")], "Move down", hint: "move", hintKey: "↑↓") { apply { $0.move(by: 1) } },
            KeyBinding([.up, .char("k")], "Move up") { apply { $0.move(by: -1) } },
            KeyBinding([.pageDown, .ctrl("d")], "Page down") { apply { $0.move(by: page) } },
            KeyBinding([.pageUp, .ctrl("u")], "Page up") { apply { $0.move(by: -page) } },
            KeyBinding([.home, .char("g")], "First item") { apply { $0.select(0) } },
            KeyBinding([.end, .char("G")], "Last item") { apply { $0.select(Int.max) } },
        ]
    }
}
