/// A table in a feed item's text. The network helper writes a table of data as a pipe table
/// (`renderHTML`): a header row (of empty cells when the table has none), a delimiter row
/// (`| --- | --- |`), then a line a row; `\|` is a `|` in a cell and `\\` a `\`. Items stored
/// before it wrote them keep their tables as flat lines ("a | b"), which are no table here.
public struct ArticleTable: Sendable, Equatable {
    /// Nil when the header row's cells are all empty.
    public var header: [String]?
    /// Each as many cells as the header row.
    public var rows: [[String]]
    public var columns: Int

    /// Whether `line` and `next` (each without its indentation) start a table: a row, then a
    /// delimiter row of as many cells.
    public static func starts(_ line: Substring, _ next: Substring) -> Bool {
        guard isRow(line), isRow(next), let cells = MarkdownTableSyntax.cells(line),
            let alignments = MarkdownTableSyntax.alignments(next)
        else { return false }
        return cells.count == alignments.count
    }

    /// Whether `line` (without its indentation) may be a table's row: it starts and ends with `|`.
    public static func isRow(_ line: Substring) -> Bool {
        line.count >= 2 && line.first == "|" && line.last == "|"
    }

    /// The table of `lines` (each without its indentation): a header row, the delimiter row,
    /// then the rows. Nil when they do not start a table.
    public init?(_ lines: [Substring]) {
        guard lines.count >= 2, Self.starts(lines[0], lines[1]), let header = MarkdownTableSyntax.cells(lines[0]) else {
            return nil
        }
        columns = header.count
        let cells = header.map(Self.unescaped)
        self.header = cells.allSatisfy(\.isEmpty) ? nil : cells
        rows = lines.dropFirst(2).map { line in
            MarkdownTableSyntax.fitted((MarkdownTableSyntax.cells(line) ?? []).map(Self.unescaped), to: header.count)
        }
    }

    /// A cell as `MarkdownTableSyntax` reads it (`\|` already a `|`) without its other escape, `\\`.
    private static func unescaped(_ cell: String) -> String {
        guard cell.contains("\\") else { return cell }
        var text = "", escaped = false
        for character in cell {
            if character == "\\", !escaped {
                escaped = true
                continue
            }
            if escaped, character != "\\" { text.append("\\") }
            escaped = false
            text.append(character)
        }
        return escaped ? text + "\\" : text
    }
}
