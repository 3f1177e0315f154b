/// A grid of cells that widgets draw into and the terminal presents.
public struct ScreenBuffer: Sendable, Equatable {
    public private(set) var size: Size
    /// The cells, row by row.
    public private(set) var cells: [Cell]
    /// Where the terminal cursor should be shown, or nil to hide it.
    public var cursor: (x: Int, y: Int)? {
        get { cursorCell.map { ($0 % max(1, size.width), $0 / max(1, size.width)) } }
        set { cursorCell = newValue.map { $0.y * size.width + $0.x } }
    }
    private var cursorCell: Int?
    /// Where the hidden cursor rests while no text cursor shows: the start of the selected row's
    /// text, a question's first line, the top of a text. Screen readers and braille displays
    /// follow the terminal cursor (`[ui] screen_reader`). What draws last sets it: an overlay's
    /// wins over the screen below.
    public var focus: (x: Int, y: Int)? {
        get { focusCell.map { ($0 % max(1, size.width), $0 / max(1, size.width)) } }
        set { focusCell = newValue.flatMap { area.contains(x: $0.x, y: $0.y) ? $0.y * size.width + $0.x : nil } }
    }
    private var focusCell: Int?

    /// A blank buffer of the given size.
    public init(size: Size, style: Style = .plain) {
        self.size = size
        self.cells = Array(repeating: .blank(style), count: size.width * size.height)
    }

    /// The whole buffer as a rectangle.
    public var area: Rect { Rect(size: size) }

    /// The cell at a position; positions outside give a blank cell.
    public subscript(x: Int, y: Int) -> Cell {
        guard area.contains(x: x, y: y) else { return .blank() }
        return cells[y * size.width + x]
    }

    /// Fills a rectangle with blanks of one style.
    public mutating func fill(_ rect: Rect, style: Style = .plain) {
        let r = rect.intersection(area)
        guard !r.isEmpty else { return }
        for y in r.y..<r.maxY {
            for x in r.x..<r.maxX { set(x, y, .blank(style)) }
        }
        repairEdges(r)
    }

    /// Changes the style of every cell in a rectangle, keeping the text.
    public mutating func restyle(_ rect: Rect, _ transform: (Style) -> Style) {
        let r = rect.intersection(area)
        guard !r.isEmpty else { return }
        for y in r.y..<r.maxY {
            for x in r.x..<r.maxX { cells[y * size.width + x].style = transform(cells[y * size.width + x].style) }
        }
    }

    /// Writes text from (x, y), clipped to `clip` (the whole buffer when nil).
    /// Control characters are dropped; a character cut by either clip edge (a wide one, or a
    /// cluster of several cells such as a Hindi conjunct) becomes spaces: a character is drawn
    /// whole or not at all. Returns the number of columns written.
    @discardableResult
    public mutating func write(_ text: String, x: Int, y: Int, style: Style = .plain, clip: Rect? = nil) -> Int {
        let bounds = (clip ?? area).intersection(area)
        guard y >= bounds.y, y < bounds.maxY else { return 0 }
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            return writeASCII(text, x: x, y: y, style: style, bounds: bounds)
        }
        var col = x
        var changed: Range<Int>?
        for ch in text {
            let w = TextWidth.of(ch)
            if w == 0 { continue }
            // The columns of the character inside the clip; past its right edge, the text ends.
            let first = max(col, bounds.x), end = min(col + w, bounds.maxX)
            let cutAtRight = end < col + w
            if first == col, !cutAtRight {
                place(ch, width: w, x: col, y: y, style: style)
                changed = changed.including(col, col + w)
            } else if first < end {
                for blank in first..<end { set(blank, y, .blank(style)) }
                changed = changed.including(first, end)
            }
            if cutAtRight {
                if first == col, first < end { col = end }
                break
            }
            col += w
        }
        if let changed { repairEdges(Rect(x: changed.lowerBound, y: y, width: changed.count, height: 1)) }
        return col - x
    }

    /// Puts one narrow (one-cell) character, such as a border piece, at (x, y); outside the
    /// buffer it does nothing. The fast way to draw lines and frames.
    public mutating func put(_ scalar: Unicode.Scalar, x: Int, y: Int, style: Style) {
        guard area.contains(x: x, y: y) else { return }
        set(x, y, Cell(scalar: scalar, width: 1, style: style))
        repairEdges(Rect(x: x, y: y, width: 1, height: 1))
    }

    /// Sets the cells of a grapheme `width` columns wide at (x, y), in the form every terminal
    /// draws at that width (`TerminalGlyph`): one cell per spacing code point, each wide one
    /// followed by its right half.
    private mutating func place(_ character: Character, width: Int, x: Int, y: Int, style: Style) {
        let scalars = character.unicodeScalars
        if let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex {
            set(x, y, Cell(scalar: first, width: UInt8(width), style: style))
            if width == 2 { set(x + 1, y, .continuation(style)) }
            return
        }
        var col = x
        for piece in TerminalGlyph.pieces(of: character) {
            set(col, y, Cell(glyph: Cell.Glyph(piece.scalars), width: UInt8(piece.width), style: style))
            if piece.width == 2 { set(col + 1, y, .continuation(style)) }
            col += piece.width
        }
    }

    /// The fast path of `write` for printable ASCII: one byte is one cell.
    private mutating func writeASCII(_ text: String, x: Int, y: Int, style: Style, bounds: Rect) -> Int {
        let start = max(x, bounds.x), end = min(x + text.utf8.count, bounds.maxX)
        guard start < end else { return max(0, end - x) }
        var col = x
        for byte in text.utf8 {
            if col >= end { break }
            if col >= start { cells[y * size.width + col] = Cell(scalar: Unicode.Scalar(byte), width: 1, style: style) }
            col += 1
        }
        repairEdges(Rect(x: start, y: y, width: end - start, height: 1))
        return end - x
    }

    /// True when row `y` holds the same cells in both buffers (false when the sizes differ).
    /// Compared here, inside the module, so the comparison is inlined: the frame diff calls it
    /// for every row of every frame.
    public func rowEquals(_ y: Int, in other: ScreenBuffer) -> Bool {
        guard size == other.size, y >= 0, y < size.height else { return false }
        let start = y * size.width
        for index in start..<start + size.width where cells[index] != other.cells[index] { return false }
        return true
    }

    /// The rows as plain text, one string per row, continuation cells skipped.
    public func textLines() -> [String] {
        (0..<size.height).map { y in
            var line = ""
            for x in 0..<size.width where !self[x, y].isContinuation { line += self[x, y].symbol }
            return line
        }
    }

    /// True when the two buffers show the same cells, cursor and focus.
    public static func == (a: ScreenBuffer, b: ScreenBuffer) -> Bool {
        a.size == b.size && a.cells == b.cells && a.cursorCell == b.cursorCell && a.focusCell == b.focusCell
    }

    private mutating func set(_ x: Int, _ y: Int, _ cell: Cell) {
        guard area.contains(x: x, y: y) else { return }
        cells[y * size.width + x] = cell
    }

    /// Blanks half-overwritten wide characters on the left and right edge of a changed region.
    private mutating func repairEdges(_ r: Rect) {
        for y in r.y..<min(r.maxY, size.height) where y >= 0 {
            if r.x > 0, r.x < size.width, self[r.x, y].isContinuation == false, self[r.x - 1, y].width == 2 {
                set(r.x - 1, y, .blank(self[r.x - 1, y].style))
            }
            let right = r.maxX
            if right > 0, right < size.width, self[right, y].isContinuation {
                set(right, y, .blank(self[right, y].style))
            }
        }
    }
}

extension Optional where Wrapped == Range<Int> {
    /// The range grown to hold `lower..<upper`.
    fileprivate func including(_ lower: Int, _ upper: Int) -> Range<Int> {
        guard let range = self else { return lower..<upper }
        return Swift.min(range.lowerBound, lower)..<Swift.max(range.upperBound, upper)
    }
}
