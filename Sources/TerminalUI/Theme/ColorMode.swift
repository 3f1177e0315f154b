/// How many colours the terminal can show, which decides how a `Theme` paints.
public enum ColorMode: Sendable, Hashable {
    /// 256 indexed colours.
    case full256
    /// The 8 basic colours.
    case basic8
    /// No colour at all: only bold, dim, reverse and underline (also used for `NO_COLOR`).
    case none
}
