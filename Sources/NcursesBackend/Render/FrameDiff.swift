import TerminalUI

/// Which cells of a new frame must be handed to ncurses, given the previous frame.
///
/// Pure, so it can be tested without a terminal. Only the part of `next` inside `visible` (the
/// current ncurses size) is considered, so nothing is ever written outside the screen.
public enum FrameDiff {
    /// Runs of changed cells, row by row, left to right. Every cell is in a run when there is no
    /// previous frame or its size differs.
    public static func runs(from previous: ScreenBuffer?, to next: ScreenBuffer, visible: Size) -> [CellRun] {
        let width = min(next.size.width, visible.width)
        let height = min(next.size.height, visible.height)
        guard width > 0, height > 0 else { return [] }
        let baseline = previous.flatMap { $0.size == next.size ? $0 : nil }
        return (0..<height).flatMap { rowRuns(y: $0, width: width, next: next, previous: baseline) }
    }

    private static func rowRuns(y: Int, width: Int, next: ScreenBuffer, previous: ScreenBuffer?) -> [CellRun] {
        if let previous, next.rowEquals(y, in: previous) { return [] }
        var runs: [CellRun] = []
        var current: CellRun?
        var x = 0
        while x < width {
            let (cell, span) = drawable(next, x: x, y: y, width: width)
            let changed = previous.map { old in (x..<x + span).contains { old[$0, y] != next[$0, y] } } ?? true
            if changed {
                if current == nil { current = CellRun(x: x, y: y, cells: []) }
                current?.cells.append(cell)
            } else if let run = current {
                runs.append(run)
                current = nil
            }
            x += span
        }
        if let run = current { runs.append(run) }
        return runs
    }

    /// The cell to draw at (x, y) and how many columns it covers. A continuation cell reached here
    /// has no wide character on its left and a wide character without room for its right half
    /// (clipped, or not followed by its continuation) is drawn as a blank.
    static func drawable(_ buffer: ScreenBuffer, x: Int, y: Int, width: Int) -> (Cell, Int) {
        let cell = buffer[x, y]
        if cell.isContinuation { return (.blank(cell.style), 1) }
        guard cell.width >= 2 else { return (cell, 1) }
        if x + 1 < width, buffer[x + 1, y].isContinuation { return (cell, 2) }
        return (.blank(cell.style), 1)
    }
}
