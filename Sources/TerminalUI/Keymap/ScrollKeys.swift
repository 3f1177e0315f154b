import Presentation

/// The keys every reader scrolls with: arrows, j/k, PgUp/PgDn/Space, Home/End, g/G.
public enum ScrollKeys {
    /// The lines one step of the mouse wheel scrolls text by, as in most terminals' own history.
    public static let wheelLines = 3

    /// Bindings that scroll `presenter` by a line, by a page, or to either end, never past
    /// `maxOffset`. The status bar offers "↓ scroll" only while there is more below.
    @MainActor
    public static func bindings(_ presenter: some ScrollingPresenter, maxOffset: Int, page: Int) -> [KeyBinding] {
        [
            KeyBinding([.down, .char("j")], "Scroll down", hint: presenter.scrollOffset < maxOffset ? "scroll" : nil) {
                presenter.scroll(by: 1, maxOffset: maxOffset)
            },
            KeyBinding([.up, .char("k")], "Scroll up") { presenter.scroll(by: -1, maxOffset: maxOffset) },
            KeyBinding([.pageDown, .char(" "), .ctrl("d")], "Page down") { presenter.scroll(by: page, maxOffset: maxOffset) },
            KeyBinding([.pageUp, .ctrl("u")], "Page up") { presenter.scroll(by: -page, maxOffset: maxOffset) },
            KeyBinding([.home, .char("g")], "Top") { presenter.scroll(toEnd: false, maxOffset: maxOffset) },
            KeyBinding([.end, .char("G")], "End") { presenter.scroll(toEnd: true, maxOffset: maxOffset) },
            KeyBinding([.wheelDown], "Scroll down", isListed: false) {
                presenter.scroll(by: wheelLines, maxOffset: maxOffset)
            },
            KeyBinding([.wheelUp], "Scroll up", isListed: false) { presenter.scroll(by: -wheelLines, maxOffset: maxOffset) },
        ]
    }
}
