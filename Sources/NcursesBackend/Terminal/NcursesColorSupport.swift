/// How many colours the backend found (and uses).
public enum NcursesColorSupport: Sendable, Equatable {
    /// 256 colours or more: `.indexed` colours are shown as they are.
    case full
    /// 8 or 16 colours: `.indexed` colours are shown as the nearest basic colour.
    case basic
    /// No colour (not asked for, or the terminal has none): only bold, dim, reverse, underline.
    case none

    /// The support for a colour count as reported by ncurses (`COLORS`), 0 when colour is off.
    public init(colorCount: Int) {
        self = colorCount >= 256 ? .full : colorCount >= 8 ? .basic : .none
    }
}
