@testable import TerminalUI

/// Renders a widget into a fresh buffer of the given size.
func rendered(_ widget: some Widget, width: Int, height: Int = 1) -> ScreenBuffer {
    var buffer = ScreenBuffer(size: Size(width: width, height: height))
    widget.render(in: buffer.area, buffer: &buffer)
    return buffer
}

/// The style of every cell of a row, continuation cells included.
func rowStyles(_ buffer: ScreenBuffer, y: Int) -> [Style] {
    (0..<buffer.size.width).map { buffer[$0, y].style }
}

/// The columns where `text` starts on row `y`, counting cells (not characters).
func column(of text: String, in buffer: ScreenBuffer, y: Int) -> Int? {
    var cells: [(column: Int, symbol: String)] = []
    for x in 0..<buffer.size.width where !buffer[x, y].isContinuation {
        cells.append((x, buffer[x, y].symbol))
    }
    let symbols = cells.map(\.symbol)
    let wanted = text.map(String.init)
    guard wanted.count <= symbols.count else { return nil }
    for start in 0...(symbols.count - wanted.count) where Array(symbols[start..<start + wanted.count]) == wanted {
        return cells[start].column
    }
    return nil
}
