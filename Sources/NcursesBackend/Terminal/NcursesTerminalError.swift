import Foundation

/// Why the ncurses terminal could not start.
public enum NcursesTerminalError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Standard input or output is not a terminal.
    case notATerminal
    /// ncurses could not open the terminal (unknown or missing `TERM`).
    case cannotOpenTerminal
    /// The self-pipe for signals could not be created (the `errno`).
    case cannotCreatePipe(Int32)

    /// A message for the user.
    public var description: String {
        switch self {
        case .notATerminal: "standard input and output must be a terminal"
        case .cannotOpenTerminal: "cannot open the terminal (is TERM set to a known terminal type?)"
        case .cannotCreatePipe(let code): "cannot create a pipe: \(String(cString: strerror(code)))"
        }
    }
}
