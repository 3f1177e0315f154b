import TerminalUI

/// Draws the demo state into a screen buffer.
enum DemoScreen {
    /// Rows above and below the list: title and status line.
    static let chromeRows = 2

    /// The list rows that fit on a screen of this size.
    static func listRows(for size: Size) -> Int { max(0, size.height - chromeRows) }

    /// The whole frame.
    static func render(_ state: DemoState, size: Size, colors: Int) -> ScreenBuffer {
        var buffer = ScreenBuffer(size: size)
        let titleStyle = colors > 0 ? Style(fg: .basic(7), bg: .basic(4), bold: true) : Style(bold: true, reverse: true)
        buffer.fill(Rect(x: 0, y: 0, width: size.width, height: 1), style: titleStyle)
        buffer.write(" ncurses-demo — j/k ↑/↓ PgUp/PgDn move · Tab cursor · q quit · Ctrl-Z suspend · ! crash", x: 0, y: 0, style: titleStyle)
        drawList(state, into: &buffer, colors: colors)
        let status = " last: \(state.lastEvent)   size: \(size.width)x\(size.height)   colors: \(colors)"
        let statusStyle = colors > 0 ? Style(fg: .indexed(214)) : Style(dim: true)
        let statusWidth = buffer.write(status, x: 0, y: size.height - 1, style: statusStyle)
        if state.showsCursor { buffer.cursor = (min(statusWidth, max(0, size.width - 1)), max(0, size.height - 1)) }
        return buffer
    }

    private static func drawList(_ state: DemoState, into buffer: inout ScreenBuffer, colors: Int) {
        let rows = listRows(for: buffer.size)
        for row in 0..<rows {
            let index = state.scrollOffset + row
            guard index < state.items.count else { break }
            let y = row + 1
            let selected = index == state.selected
            let style = selected ? Style(reverse: true) : (index.isMultiple(of: 2) || colors == 0 ? .plain : Style(fg: .indexed(75)))
            if selected { buffer.fill(Rect(x: 0, y: y, width: buffer.size.width, height: 1), style: style) }
            buffer.write(" " + state.items[index], x: 0, y: y, style: style)
        }
    }
}
