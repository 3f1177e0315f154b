import TerminalUI

/// A stretch of cells on one row to hand to ncurses in one call.
///
/// `cells` holds only cells that start a character: each is 1 column wide, or 2 for a wide
/// character whose continuation is implied. Continuation cells are never in a run.
public struct CellRun: Equatable, Sendable {
    /// Column of the first cell.
    public var x: Int
    public var y: Int
    /// The cells, left to right.
    public var cells: [Cell]

    /// Columns covered.
    public var columns: Int { cells.reduce(0) { $0 + max(1, Int($1.width)) } }
}
