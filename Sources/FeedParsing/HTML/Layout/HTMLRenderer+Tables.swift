/// Tables: the renderer writes every table as flat lines (a row a block, its cells joined by
/// " | ") while `TableCollector` notes where each cell's text is; when the table ends and holds
/// data, its lines are replaced by a pipe table (`TableCollector.gridLines`). Tables nested
/// deeper than `maximumOpenTables` are not collected: the one around them is flat anyway.
extension HTMLRenderer {
    static let maximumOpenTables = 16

    mutating func openTable(_ tag: HTMLTag) {
        closeLink()
        requestNewlines(2)
        if !tables.isEmpty { tables[tables.count - 1].makeLayout() }
        guard collectsTables, untrackedTables == 0, tables.count < Self.maximumOpenTables else {
            untrackedTables += 1
            return updateTableWatch()
        }
        let presentation = tag.attribute("role")?.trimmingHTMLWhitespace().lowercased() == "presentation"
        tables.append(TableCollector(start: output.count, prefixes: linePrefixes(), isLayout: presentation))
        updateTableWatch()
    }

    mutating func closeTable() {
        closeLink()
        requestNewlines(2)
        if untrackedTables > 0 {
            untrackedTables -= 1
            return updateTableWatch()
        }
        guard var table = tables.popLast() else { return }
        table.close(output)
        updateTableWatch()
        guard let lines = table.gridLines() else { return }
        let newlines = output[table.start...].prefix { $0 == UInt8(ascii: "\n") }.count
        var block = [UInt8](repeating: UInt8(ascii: "\n"), count: newlines)
        for (index, line) in lines.enumerated() {
            if index > 0 { block.append(UInt8(ascii: "\n")) }
            block += index == 0 ? table.prefixes.first : table.prefixes.next
            block += line.utf8
        }
        output.replaceSubrange(table.start..., with: block)
        lineStarted = true
    }

    mutating func openTableRow() { tableBlock { $0.openRow($1) } }

    mutating func closeTableRow() { tableBlock { $0.closeRow($1) } }

    /// A cell: " | " after the row's text so far, in the flat lines.
    mutating func openTableCell(_ tag: HTMLTag, header: Bool) {
        closeLink()
        if !atLineStart { pendingSpace = Array(" | ".utf8) }
        let colspan = Self.span(tag.attribute("colspan")), rowspan = Self.span(tag.attribute("rowspan"))
        withTable { $0.openCell(header: header, colspan: colspan, rowspan: rowspan, $1) }
    }

    mutating func closeTableCell() {
        closeLink()
        withTable { $0.closeCell($1) }
    }

    mutating func openTableCaption() { tableBlock { $0.openCaption($1) } }

    mutating func closeTableCaption() { tableBlock { $0.closeCaption($1) } }

    /// `<thead>` opens the header section, `<tbody>` and `<tfoot>` (and `</thead>`) end it.
    mutating func tableHeaderSection(_ isHeader: Bool) {
        withTable { table, _ in table.inHeaderSection = isHeader }
    }

    /// Content about to be written at the end of the output, which the innermost table watches for.
    mutating func noteTableContent() {
        withTable { $0.sawContent(at: $1.count) }
    }

    /// A row's or the caption's start or end: a block of its own, so a link open before it ends
    /// there (its number after its own text, not after the row's or the caption's), then
    /// `change` as `withTable` runs it.
    private mutating func tableBlock(_ change: (inout TableCollector, [UInt8]) -> Void) {
        closeLink()
        requestNewlines(2)
        withTable(change)
    }

    /// Runs `change` on the innermost collected table with the output, then says whether the
    /// next content needs to be noted (`watchesTableContent`, checked at every content byte).
    private mutating func withTable(_ change: (inout TableCollector, [UInt8]) -> Void) {
        guard untrackedTables == 0, !tables.isEmpty else { return }
        change(&tables[tables.count - 1], output)
        updateTableWatch()
    }

    private mutating func updateTableWatch() {
        watchesTableContent = untrackedTables == 0 && tables.last?.watchesContent == true
    }

    /// A `colspan` or `rowspan`: a whole number, else 1; the collector bounds it.
    private static func span(_ attribute: String?) -> Int {
        guard let value = attribute?.trimmingHTMLWhitespace(), let number = Int(value.prefix(6)), number > 0 else { return 1 }
        return number
    }
}
