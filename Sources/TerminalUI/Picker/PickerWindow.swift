import Presentation

/// Which of a long picker's lines fill its rows. The selected line stays in view, and a section
/// scrolled into keeps its heading on the top row: 400 model ids below the fold still say whose
/// models they are ("Models of local").
struct PickerWindow: Equatable {
    /// The first line scrolled to; kept between frames, so the view moves only as far as the
    /// selection needs.
    private(set) var firstLine = 0

    /// The lines to draw, top row first, for `height` rows with `selectedLine` among them.
    mutating func shownLines(of lines: [PickerLine], selectedLine: Int, height: Int) -> [Int] {
        guard height > 0, !lines.isEmpty else { return [] }
        if selectedLine < firstLine { firstLine = selectedLine }
        if selectedLine >= firstLine + height { firstLine = selectedLine - height + 1 }
        firstLine = max(0, min(firstLine, lines.count - height))
        guard height > 1, let heading = Self.heading(scrolledOutAbove: firstLine, in: lines) else {
            return Array(firstLine..<min(lines.count, firstLine + height))
        }
        // The heading covers the first line: a selection there moves the view up a line.
        if selectedLine == firstLine {
            firstLine -= 1
            if firstLine == heading { return Array(firstLine..<min(lines.count, firstLine + height)) }
        }
        return [heading] + Array((firstLine + 1)..<min(lines.count, firstLine + height))
    }

    /// The heading of the section that `line` is in, when it lies above `line`.
    private static func heading(scrolledOutAbove line: Int, in lines: [PickerLine]) -> Int? {
        guard lines.indices.contains(line) else { return nil }
        if case .heading = lines[line] { return nil }
        return lines[..<line].lastIndex { if case .heading = $0 { true } else { false } }
    }
}
