import TerminalUI

/// The attributes a terminal cannot show in colour: terminfo's `ncv` (no_color_video). ncurses
/// leaves them out of every character drawn in a colour pair other than 0, and the app draws even
/// default-on-default text in a pair of its own (`ColorPairTable`). The Linux console's `ncv` is
/// 18, underline and dim: italic (drawn underlined), struck text (drawn dim) and a level-1
/// heading's underline vanished from chat replies there, and a struck "$50" read as meant.
struct NoColorVideo: Equatable, Sendable {
    /// terminfo's bits, of those aichats draws: underline 2, dim 16, bold 32. Reverse (4) is not
    /// among them: ncurses swaps the colours itself when a terminal cannot reverse them.
    let mask: Int

    /// `tigetnum("ncv")`: -1 when the terminal has none, -2 when it is no number; both are 0.
    init(mask: Int) {
        self.mask = max(0, mask)
    }

    static let none = NoColorVideo(mask: 0)

    /// Whether `style` is drawn in the terminal's own colours (pair 0, the default colours of
    /// `use_default_colors`, which ncurses draws every attribute in) rather than its own: when
    /// the terminal would drop one of its attributes in colour, and its background is the
    /// default. The attribute carries the meaning (emphasis, struck text, a heading) and the
    /// colour only repeats it; a background (a selection bar, a form's field) keeps its colours,
    /// as the whole row would otherwise change.
    func drawsInDefaultColors(_ style: Style) -> Bool {
        guard style.bg == .default else { return false }
        return (style.underline && mask & 2 != 0) || (style.dim && mask & 16 != 0) || (style.bold && mask & 32 != 0)
    }
}
