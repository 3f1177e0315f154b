/// One cell of the screen.
public struct Cell: Sendable, Hashable {
    /// What a cell shows: up to five Unicode scalars stored inline, so a cell holds no
    /// reference and frames are built, copied and compared without reference counting. Five
    /// is what an ncurses cell holds (`CCHARW_MAX`), so nothing the terminal could draw is lost.
    struct Glyph: Sendable, Hashable {
        static let capacity = 5
        private var scalars: (UInt32, UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0, 0)

        /// No scalar: the right half of a wide character.
        init() {}

        init(_ scalar: Unicode.Scalar) { scalars.0 = scalar.value }

        init<S: Sequence>(_ source: S) where S.Element == Unicode.Scalar {
            for (index, scalar) in source.prefix(Self.capacity).enumerated() {
                switch index {
                case 0: scalars.0 = scalar.value
                case 1: scalars.1 = scalar.value
                case 2: scalars.2 = scalar.value
                case 3: scalars.3 = scalar.value
                default: scalars.4 = scalar.value
                }
            }
        }

        var string: String {
            var view = String.UnicodeScalarView()
            for value in [scalars.0, scalars.1, scalars.2, scalars.3, scalars.4] {
                guard value != 0, let scalar = Unicode.Scalar(value) else { break }
                view.append(scalar)
            }
            return String(view)
        }

        /// The scalar when it is the only one.
        var onlyScalar: Unicode.Scalar? { scalars.1 == 0 && scalars.0 != 0 ? Unicode.Scalar(scalars.0) : nil }

        static func == (a: Glyph, b: Glyph) -> Bool {
            a.scalars.0 == b.scalars.0 && a.scalars.1 == b.scalars.1 && a.scalars.2 == b.scalars.2
                && a.scalars.3 == b.scalars.3 && a.scalars.4 == b.scalars.4
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(scalars.0)
            hasher.combine(scalars.1)
            hasher.combine(scalars.2)
            hasher.combine(scalars.3)
            hasher.combine(scalars.4)
        }
    }

    var glyph: Glyph
    /// Display width: 1, 2 for wide characters, 0 for a continuation cell.
    public var width: UInt8
    /// How it looks.
    public var style: Style

    /// The grapheme cluster drawn here; empty for the second half of a wide character.
    public var symbol: String { glyph.string }

    /// The scalar drawn here when it is the only one, as in most cells: read without building
    /// a string, for the terminal's fast path.
    public var onlyScalar: Unicode.Scalar? { glyph.onlyScalar }

    /// A blank cell in the given style.
    public static func blank(_ style: Style = .plain) -> Cell { Cell(scalar: " ", width: 1, style: style) }

    /// The right half of a wide character.
    public static func continuation(_ style: Style) -> Cell { Cell(glyph: Glyph(), width: 0, style: style) }

    /// True for the right half of a wide character.
    public var isContinuation: Bool { width == 0 }
}

// In an extension, so that the memberwise `init(glyph:width:style:)` stays.
extension Cell {
    public init(symbol: String, width: UInt8 = 1, style: Style = .plain) {
        self.init(glyph: Glyph(symbol.unicodeScalars), width: width, style: style)
    }

    init(scalar: Unicode.Scalar, width: UInt8, style: Style) {
        self.init(glyph: Glyph(scalar), width: width, style: style)
    }
}
