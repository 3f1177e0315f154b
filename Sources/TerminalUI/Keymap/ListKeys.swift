/// The movement keys every list shares: arrows, j/k, PgUp/PgDn, Home/End, g/G.
public enum ListKeys {
    /// Bindings that move a selection by one, by a page, or to either end.
    public static func bindings(
        page: Int,
        move: @escaping @MainActor @Sendable (Int) -> Void,
        toEnd: @escaping @MainActor @Sendable (Bool) -> Void
    ) -> [KeyBinding] {
        let page = max(1, page)
        return [
            KeyBinding([.down, .char("j")], "Move down", hint: "move", hintKey: "↑↓") { move(1) },
            KeyBinding([.up, .char("k")], "Move up") { move(-1) },
            KeyBinding([.pageDown, .ctrl("d")], "Page down") { move(page) },
            KeyBinding([.pageUp, .ctrl("u")], "Page up") { move(-page) },
            KeyBinding([.home, .char("g")], "First item") { toEnd(false) },
            KeyBinding([.end, .char("G")], "Last item") { toEnd(true) },
        ]
    }
}
