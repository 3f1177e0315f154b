/// One cell of the screen.
public struct Cell: Sendable, Hashable {
    /// What a cell shows, stored without a `String` when it is a single Unicode scalar (nearly
    /// always), so building and comparing frames stays cheap.
    enum Glyph: Sendable, Hashable {
        case scalar(Unicode.Scalar)
        case cluster(String)

        init(_ text: String) {
            let scalars = text.unicodeScalars
            if let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex {
                self = .scalar(first)
            } else {
                self = .cluster(text)
            }
        }
    }

    var glyph: Glyph
    /// Display width: 1, 2 for wide characters, 0 for a continuation cell.
    public var width: UInt8
    /// How it looks.
    public var style: Style

    /// Creates a cell.
    public init(symbol: String, width: UInt8 = 1, style: Style = .plain) {
        self.glyph = Glyph(symbol)
        self.width = width
        self.style = style
    }

    init(scalar: Unicode.Scalar, width: UInt8, style: Style) {
        self.glyph = .scalar(scalar)
        self.width = width
        self.style = style
    }

    /// The grapheme cluster drawn here; empty for the second half of a wide character.
    public var symbol: String {
        switch glyph {
        case .scalar(let scalar): String(Character(scalar))
        case .cluster(let text): text
        }
    }

    /// A blank cell in the given style.
    public static func blank(_ style: Style = .plain) -> Cell { Cell(scalar: " ", width: 1, style: style) }

    /// The right half of a wide character.
    public static func continuation(_ style: Style) -> Cell { Cell(symbol: "", width: 0, style: style) }

    /// True for the right half of a wide character.
    public var isContinuation: Bool { width == 0 }
}
