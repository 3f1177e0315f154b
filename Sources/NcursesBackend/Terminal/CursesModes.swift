import CNcurses
import Foundation

/// The ncurses settings the backend relies on, applied at start and again after a suspend.
@MainActor
enum CursesModes {
    /// Bracketed paste on: pasted text arrives between `ESC [ 200 ~` and `ESC [ 201 ~`.
    static let bracketedPasteOn = "\u{1B}[?2004h"
    static let bracketedPasteOff = "\u{1B}[?2004l"
    /// Mouse reports on (`1000`: presses, releases and the wheel) in SGR's form (`1006`), which
    /// reaches every column, not only the first 223.
    static let mouseReportsOn = "\u{1B}[?1000h\u{1B}[?1006h"
    static let mouseReportsOff = "\u{1B}[?1006l\u{1B}[?1000l"

    /// The input modes turned on at start and after a suspend: bracketed paste, and the mouse
    /// when asked.
    static func inputModesOn(mouse: Bool) -> String { bracketedPasteOn + (mouse ? mouseReportsOn : "") }

    /// Turns off what `inputModesOn(mouse:)` turned on, before the terminal goes back to the shell.
    static func inputModesOff(mouse: Bool) -> String { (mouse ? mouseReportsOff : "") + bracketedPasteOff }
    /// Longest wait after ESC for the rest of a key sequence, in milliseconds.
    static let escapeDelay: Int32 = 25

    /// Raw keys (Ctrl-C and Ctrl-Z arrive as keys), no echo, Enter distinct from Ctrl-J,
    /// decoded function keys, non-blocking reads, no scrolling, hidden cursor.
    static func apply() {
        let screen = aichats_stdscr()
        _ = raw()
        _ = noecho()
        _ = nonl()
        _ = intrflush(screen, false)
        _ = keypad(screen, true)
        _ = nodelay(screen, true)
        _ = scrollok(screen, false)
        idlok(screen, true)
        _ = leaveok(screen, true)
        _ = set_escdelay(escapeDelay)
        _ = curs_set(0)
    }

    /// Leaves ncurses' initial state, right after `newterm` and before colour starts: until the
    /// first `endwin`, ncurses writes its output after every cursor move (it cannot tell its own
    /// moves from a terminfo program's), so a full frame left in about 50 writes, each one a
    /// wake-up of the terminal, which may draw half a frame. Coming back from `endwin` it writes
    /// once per update (per 3.4 KB, its buffer). The round trip costs 78 bytes once (the
    /// alternate screen left and entered again in the first writes). It runs before
    /// `start_color`, so that coming back does not reset the terminal's palette (`oc`), as it
    /// would once colour is on.
    static func leaveInitialState() {
        _ = endwin()
        _ = doupdate()
    }

    /// Starts colour when wanted and available; returns the colour count (0 without colour).
    static func startColors(wanted: Bool) -> Int {
        guard wanted, has_colors() else { return 0 }
        guard start_color() == OK else { return 0 }
        _ = use_default_colors()
        return Int(aichats_colors())
    }

    /// Writes an escape sequence straight to the terminal. Call it when ncurses' own output buffer
    /// is empty (after a refresh or `endwin`); `putp` would go through stdio and arrive late.
    static func send(_ sequence: String) { send(Array(sequence.utf8)) }

    /// Writes bytes straight to the terminal, as `send(_:)` does.
    static func send(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return }
            var offset = 0
            while offset < raw.count {
                let written = write(STDOUT_FILENO, base + offset, raw.count - offset)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { return }
                offset += written
            }
        }
    }
}
