/// How a table column's cells line up, from the colons of the delimiter row: `:--` (or none)
/// left, `:-:` centred, `--:` right.
public enum TableAlignment: Sendable, Hashable {
    case left, center, right
}

/// The rows of a GitHub-flavoured table, each from one line's text (quote marks already off).
enum MarkdownTableSyntax {
    /// The cells of a row: one leading and one trailing `|` taken off, split at every other `|`
    /// that is not escaped (in a code span too, as GitHub does), each cell without the spaces
    /// around it, `\|` a literal `|`. Other backslash escapes stay for the inline reader. Nil
    /// when the line has no unescaped `|`.
    static func cells(_ line: Substring) -> [String]? {
        var cells: [String] = [], cell = "", pipes = 0
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            index = line.index(after: index)
            if character == "\\", index < line.endIndex {
                if line[index] != "|" { cell.append("\\") }
                cell.append(line[index])
                index = line.index(after: index)
            } else if character == "|" {
                pipes += 1
                cells.append(cell)
                cell = ""
            } else {
                cell.append(character)
            }
        }
        guard pipes > 0 else { return nil }
        cells.append(cell)
        let trimmed = cells.map { String(Substring($0).trimmingSpaces) }
        var start = 0, end = trimmed.count
        if trimmed[0].isEmpty { start = 1 }
        if end - start > 1, trimmed[end - 1].isEmpty { end -= 1 }
        return Array(trimmed[start..<end])
    }

    /// The alignments of a delimiter row such as `| --- | :-: | --: |`: each cell one or more
    /// `-` with an optional `:` at either end. Nil for any other line, and for one without `|`
    /// (a lone `---` is a rule).
    static func alignments(_ line: Substring) -> [TableAlignment]? {
        guard let cells = cells(line), !cells.isEmpty else { return nil }
        var alignments: [TableAlignment] = []
        for cell in cells {
            let left = cell.hasPrefix(":"), right = cell.hasSuffix(":") && cell.count > 1
            let dashes = cell.dropFirst(left ? 1 : 0).dropLast(right ? 1 : 0)
            guard !dashes.isEmpty, dashes.allSatisfy({ $0 == "-" }) else { return nil }
            alignments.append(left && right ? .center : right ? .right : .left)
        }
        return alignments
    }

    /// `cells` made as many as `columns`: missing cells empty, extra ones dropped.
    static func fitted(_ cells: [String], to columns: Int) -> [String] {
        Array(cells.prefix(columns)) + Array(repeating: "", count: max(0, columns - cells.count))
    }
}
