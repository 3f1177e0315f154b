/// One cell of the screen.
public struct Cell: Sendable, Hashable {
    /// The grapheme cluster drawn here; empty for the second half of a wide character.
    public var symbol: String
    /// Display width: 1, 2 for wide characters, 0 for a continuation cell.
    public var width: UInt8
    /// How it looks.
    public var style: Style

    /// Creates a cell.
    public init(symbol: String, width: UInt8 = 1, style: Style = .plain) {
        self.symbol = symbol
        self.width = width
        self.style = style
    }

    /// A blank cell in the given style.
    public static func blank(_ style: Style = .plain) -> Cell { Cell(symbol: " ", width: 1, style: style) }

    /// The right half of a wide character.
    public static func continuation(_ style: Style) -> Cell { Cell(symbol: "", width: 0, style: style) }

    /// True for the right half of a wide character.
    public var isContinuation: Bool { width == 0 }
}
