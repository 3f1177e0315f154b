import Foundation

/// Why the ncurses terminal could not start.
public enum NcursesTerminalError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Standard input or output is not a terminal.
    case notATerminal
    /// `TERM` is unset or empty.
    case terminalTypeNotSet
    /// terminfo has no entry for the terminal type (the value of `TERM`).
    case unknownTerminalType(String)
    /// The terminal type cannot clear the screen or move the cursor, as `TERM=dumb`.
    case cannotDrawFullScreen(String)
    /// ncurses could not open the terminal.
    case cannotOpenTerminal
    /// The self-pipe for signals could not be created (the `errno`).
    case cannotCreatePipe(Int32)

    /// A message for the user: what is wrong and what to set.
    public var description: String {
        switch self {
        case .notATerminal: "standard input and output must be a terminal"
        case .terminalTypeNotSet:
            "TERM is not set, so the terminal type is unknown; run aichats in a terminal emulator with TERM set, "
                + "e.g. TERM=xterm-256color"
        case .unknownTerminalType(let term):
            "the terminal type TERM=\(term) is unknown here (no terminfo entry); set TERM to a known type, "
                + "e.g. TERM=xterm-256color"
        case .cannotDrawFullScreen(let term):
            "the terminal type TERM=\(term) cannot draw a full-screen app; run it in a terminal emulator with TERM set, "
                + "e.g. TERM=xterm-256color"
        case .cannotOpenTerminal: "cannot open the terminal (is TERM set to a known terminal type?)"
        case .cannotCreatePipe(let code): "cannot create a pipe: \(String(cString: strerror(code)))"
        }
    }
}
