/// A terminal colour.
public enum Color: Sendable, Hashable {
    /// The terminal's own default.
    case `default`
    /// One of the 8 basic colours, 0–7.
    case basic(UInt8)
    /// One of the 256 indexed colours.
    case indexed(UInt8)
}

/// How a cell looks: colours and attributes.
public struct Style: Sendable, Hashable {
    /// Foreground colour.
    public var fg: Color
    /// Background colour.
    public var bg: Color
    public var bold: Bool
    public var dim: Bool
    /// Swapped foreground and background.
    public var reverse: Bool
    /// Underlined text.
    public var underline: Bool

    public init(
        fg: Color = .default, bg: Color = .default, bold: Bool = false, dim: Bool = false,
        reverse: Bool = false, underline: Bool = false
    ) {
        self.fg = fg
        self.bg = bg
        self.bold = bold
        self.dim = dim
        self.reverse = reverse
        self.underline = underline
    }

    /// The terminal's default look.
    public static let plain = Style()

    public var bolded: Style { var s = self; s.bold = true; return s }
    public var reversed: Style { var s = self; s.reverse = true; return s }
    public var dimmed: Style { var s = self; s.dim = true; return s }
    public var underlined: Style { var s = self; s.underline = true; return s }
}
