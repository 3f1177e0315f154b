import Foundation
import NcursesBackend
import TerminalUI

// A development aid: try the ncurses backend by hand or in tmux.
// Keys: j/k or arrows move, PgUp/PgDn page, Tab shows the cursor, q or Ctrl-C quit, Ctrl-Z suspend, Ctrl-L redraw,
// ! crashes on purpose (checks the fatal-signal restore), E exits without shutdown() (checks the
// at-exit restore). NO_COLOR or --no-color: no colour.

let useColor = ProcessInfo.processInfo.environment["NO_COLOR"] == nil
    && !CommandLine.arguments.contains("--no-color")
let terminal: NcursesTerminal
do {
    terminal = try NcursesTerminal(useColor: useColor)
} catch {
    FileHandle.standardError.write(Data("ncurses-demo: \(error)\n".utf8))
    exit(1)
}

var state = DemoState()
@MainActor func redraw() {
    terminal.present(DemoScreen.render(state, size: terminal.size, colors: terminal.colorCount))
}

redraw()
eventLoop: for await event in terminal.events {
    let page = DemoScreen.listRows(for: terminal.size)
    switch event {
    case .key(let key):
        if key != .ctrl("l") { state.lastEvent = key.label }
        switch key {
        case .char("q"), .ctrl("c"): break eventLoop
        case .ctrl("z"): terminal.suspend()
        case .ctrl("l"): terminal.invalidate()
        case .char("!"): fatalError("ncurses-demo: crash requested")
        case .char("E"): exit(3)
        case .tab: state.showsCursor.toggle()
        case .char("j"), .down: state.move(by: 1, visibleRows: page)
        case .char("k"), .up: state.move(by: -1, visibleRows: page)
        case .pageDown: state.move(by: page, visibleRows: page)
        case .pageUp: state.move(by: -page, visibleRows: page)
        case .home, .char("g"): state.move(by: -state.items.count, visibleRows: page)
        case .end, .char("G"): state.move(by: state.items.count, visibleRows: page)
        default: break
        }
    case .paste(let text): state.lastEvent = "paste of \(text.count) characters: \(TextSanitizer.clean(text).prefix(30))"
    case .resize(let size): state.lastEvent = "resize \(size.width)x\(size.height)"; state.move(by: 0, visibleRows: page)
    case .wheel, .click: break  // the demo never asks for the mouse
    case .redraw: state.lastEvent = "redraw"
    case .quit: break eventLoop
    }
    redraw()
}
terminal.shutdown()
