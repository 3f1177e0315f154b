/// A key the user pressed, decoded from the terminal.
public enum Key: Sendable, Hashable {
    /// A printable character (letters, digits, CJK, emoji, space, …).
    case char(Character)
    /// A letter pressed with Ctrl, in lower case: `.ctrl("c")`.
    case ctrl(Character)
    /// Alt (Meta) with a printable character: `.alt("x")`.
    case alt(Character)
    /// Enter or Return.
    case enter
    /// Alt (Meta) with Enter: the terminal sends Escape then Return.
    case altEnter
    case escape
    case backspace
    /// Alt (Meta) with Backspace: the terminal sends Escape then DEL.
    case altBackspace
    /// Delete (forward).
    case delete
    case tab
    /// Shift-Tab.
    case backTab
    case up
    case down
    case left
    case right
    case ctrlUp
    case ctrlDown
    /// Alt with Up and Down (xterm `ESC [ 1 ; 3 A`, or Escape then the arrow).
    case altUp
    case altDown
    case ctrlHome
    case ctrlEnd
    case pageUp
    case pageDown
    case home
    case end
    /// A function key, F1 to F12.
    case function(Int)
    /// One step of the mouse wheel, reported only when `[ui] mouse` asks the terminal for the
    /// mouse. Where a view binds no wheel key, it acts as ↑ or ↓ (`arrowForWheel`).
    case wheelUp
    case wheelDown

    /// How the key is written in help and hints ("↑", "Ctrl-C", "PgDn", "q").
    public var label: String {
        switch self {
        case .char(" "): "Space"
        case .char(let c): String(c)
        case .ctrl(let c): "Ctrl-\(c.uppercased())"
        case .alt(let c): "Alt-\(c)"
        case .enter: "Enter"
        case .altEnter: "Alt-Enter"
        case .escape: "Esc"
        case .backspace: "Backspace"
        case .altBackspace: "Alt-Backspace"
        case .delete: "Del"
        case .tab: "Tab"
        case .backTab: "Shift-Tab"
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        case .ctrlUp: "Ctrl-↑"
        case .ctrlDown: "Ctrl-↓"
        case .altUp: "Alt-↑"
        case .altDown: "Alt-↓"
        case .ctrlHome: "Ctrl-Home"
        case .ctrlEnd: "Ctrl-End"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .home: "Home"
        case .end: "End"
        case .function(let n): "F\(n)"
        case .wheelUp: "Wheel ↑"
        case .wheelDown: "Wheel ↓"
        }
    }

    /// The arrow a wheel step stands for, nil for any other key.
    public var arrowForWheel: Key? {
        switch self {
        case .wheelUp: .up
        case .wheelDown: .down
        default: nil
        }
    }
}

/// Something that happened at the terminal.
public enum TerminalEvent: Sendable, Hashable {
    case key(Key)
    /// Text pasted in one piece (bracketed paste).
    case paste(String)
    /// A step of the mouse wheel (`Key.wheelUp` or `.wheelDown`) over the cell at `column`,
    /// `row`, counted from 0 at the top left.
    case wheel(Key, column: Int, row: Int)
    /// The mouse's left button pressed over the cell at `column`, `row`; `isDouble` when it is
    /// the second press on that cell in a short time.
    case click(column: Int, row: Int, isDouble: Bool)
    case resize(Size)
    /// The app was resumed after a suspend and must redraw everything.
    case redraw
    /// The user or the system asked the app to quit (SIGTERM, SIGHUP, SIGINT).
    case quit

    /// True for what the user aims at a screen: a key, a paste, a click, a wheel step.
    public var isInput: Bool {
        switch self {
        case .key, .paste, .wheel, .click: true
        case .resize, .redraw, .quit: false
        }
    }
}
