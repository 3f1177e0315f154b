/// One open `<table>` as the renderer reads it: its cells' text, row by row, so that a table of
/// data can be written as a pipe table (`gridLines()`, in `TableCollector+Grid`) in place of the
/// flat lines the renderer wrote meanwhile. The cells are found by where their text starts and
/// ends in the output; what is kept is bounded (`maximumRows` rows of `maximumColumns` cells of
/// `longestCell` characters), whatever the input holds.
struct TableCollector {
    /// Rows past this many are left out of the grid, which then ends with a row of "…".
    static let maximumRows = 1_000
    /// Columns past this many are left out of the grid, which then ends with a column of "…".
    static let maximumColumns = 40
    /// A cell longer than this (in characters) is a page's layout, not data: the table stays flat.
    static let longestCell = 200

    /// A cell being read: its column, how many it spans, and where its text starts in the output
    /// (nil until its first content; a cell past the limits is read but not kept).
    struct Cell {
        var column: Int
        var span: Int
        var start: Int?
        var kept: Bool
    }

    /// Where the table's text starts in the output: what a grid replaces.
    let start: Int
    /// What starts the table's first line and the lines after it: the indentation of the quotes
    /// and lists around it, and the marker of a list item it starts.
    let prefixes: (first: [UInt8], next: [UInt8])
    /// A layout table (see `gridLines()`) stays as the flat lines written; nothing more is kept.
    private(set) var isLayout: Bool
    private(set) var rows: [[String]] = []
    private(set) var caption = ""
    /// Whether the first row is the header: in a `<thead>`, or every cell a `<th>`.
    private(set) var headerFirstRow = false
    private(set) var rowsCut = false
    private(set) var columnsCut = false

    var inHeaderSection = false
    private var rowOpen = false
    private var rowKept = false
    private var rowAllHeaders = true
    private var rowInHeaderSection = false
    private var column = 0
    /// For each column, the last row that a cell above with `rowspan` covers.
    private var coveredUntil: [Int] = []
    private(set) var cell: Cell?
    /// Where the caption's text starts, once it has some; `captionOpen` while it is read.
    private var captionStart: Int?
    private(set) var captionOpen = false

    init(start: Int, prefixes: (first: [UInt8], next: [UInt8]), isLayout: Bool) {
        self.start = start
        self.prefixes = prefixes
        self.isLayout = isLayout
    }

    /// Whether the next content matters to the table: a cell's or the caption's first, or
    /// text outside every cell, which makes the table a layout.
    var watchesContent: Bool {
        guard !isLayout else { return false }
        if let cell { return cell.kept && cell.start == nil }
        if captionOpen { return captionStart == nil }
        return true
    }

    /// Content written at `offset`: where the open cell or caption starts, or stray text.
    mutating func sawContent(at offset: Int) {
        if let open = cell {
            if open.start == nil { cell?.start = offset }
        } else if captionOpen {
            captionStart = captionStart ?? offset
        } else {
            makeLayout()
        }
    }

    /// The table lays a page out: its flat lines stay, and what was kept is let go.
    mutating func makeLayout() {
        isLayout = true
        rows = []
        coveredUntil = []
        cell = nil
    }

    mutating func openRow(_ output: [UInt8]) {
        closeRow(output)
        guard !isLayout else { return }
        rowOpen = true
        rowKept = rows.count < Self.maximumRows
        rowAllHeaders = true
        rowInHeaderSection = inHeaderSection
        column = 0
        if rowKept { rows.append([]) } else { rowsCut = true }
    }

    mutating func closeRow(_ output: [UInt8]) {
        closeCell(output)
        guard rowOpen, !isLayout else { return }
        rowOpen = false
        if rowKept, rows.count == 1 { headerFirstRow = rowInHeaderSection || (rowAllHeaders && !rows[0].isEmpty) }
    }

    /// A `<td>` or `<th>`: it takes the next column that no cell above covers (`rowspan`), and
    /// leaves the columns it spans after the first empty (`colspan`).
    mutating func openCell(header: Bool, colspan: Int, rowspan: Int, _ output: [UInt8]) {
        closeCell(output)
        if !rowOpen { openRow(output) }
        guard !isLayout else { return }
        if !header { rowAllHeaders = false }
        guard rowKept else {
            cell = Cell(column: 0, span: 1, start: nil, kept: false)
            return
        }
        let row = rows.count - 1
        while column < coveredUntil.count, coveredUntil[column] >= row, column < Self.maximumColumns {
            rows[row].append("")
            column += 1
        }
        guard column < Self.maximumColumns else {
            columnsCut = true
            cell = Cell(column: column, span: 1, start: nil, kept: false)
            return
        }
        let span = min(max(colspan, 1), Self.maximumColumns - column)
        if coveredUntil.count < column + span { coveredUntil += repeatElement(-1, count: column + span - coveredUntil.count) }
        for covered in column..<(column + span) { coveredUntil[covered] = row + min(max(rowspan, 1), Self.maximumRows) - 1 }
        cell = Cell(column: column, span: span, start: nil, kept: true)
    }

    mutating func closeCell(_ output: [UInt8]) {
        guard let open = cell else { return }
        cell = nil
        guard open.kept, !isLayout else { return }
        let text = open.start.map { Self.text(output[min($0, output.count)...]) } ?? ""
        guard text.count <= Self.longestCell else { return makeLayout() }
        rows[rows.count - 1] += [text] + Array(repeating: "", count: open.span - 1)
        column += open.span
    }

    mutating func openCaption(_ output: [UInt8]) {
        closeRow(output)
        captionOpen = !isLayout
        captionStart = nil
    }

    mutating func closeCaption(_ output: [UInt8]) {
        guard captionOpen else { return }
        captionOpen = false
        let text = captionStart.map { Self.text(output[min($0, output.count)...]) } ?? ""
        if text.count > Self.longestCell { return makeLayout() }
        caption = caption.isEmpty ? text : caption + " " + text
    }

    /// Closes what the table left open.
    mutating func close(_ output: [UInt8]) {
        closeCaption(output)
        closeRow(output)
    }

    /// A cell's text on one line: its lines and runs of spaces one space, none (nor a no-break
    /// space) at either end.
    private static func text(_ bytes: ArraySlice<UInt8>) -> String {
        let words = String(decoding: bytes, as: UTF8.self).split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" })
        var text = words.joined(separator: " ")[...]
        while text.first == "\u{A0}" || text.first == " " { text = text.dropFirst() }
        while text.last == "\u{A0}" || text.last == " " { text = text.dropLast() }
        return String(text)
    }
}
