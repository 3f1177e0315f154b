import CNcurses
import Foundation

/// What the terminal named by `TERM` can do, read from terminfo before anything is written to it.
struct TerminalCapabilities {
    /// terminfo defines an alternate screen (`smcup`): leaving it brings back the shell's screen.
    let hasAlternateScreen: Bool
    /// The sequence that clears the screen, without padding.
    let clearScreen: String

    /// What the app writes after `endwin` so none of its screen stays behind: nothing when the
    /// terminal has an alternate screen, else the clear-screen sequence (the Linux console).
    var exitClear: String { hasAlternateScreen ? "" : clearScreen }

    /// Reads terminfo for `$TERM`; throws when no terminal type is set, terminfo does not know it,
    /// or it cannot clear the screen and move the cursor (`TERM=dumb`).
    static func check() throws(NcursesTerminalError) -> TerminalCapabilities {
        let term = ProcessInfo.processInfo.environment["TERM"] ?? ""
        var caps = aichats_terminal_caps(STDOUT_FILENO)
        switch caps.status {
        case 0: break
        case 1: throw .terminalTypeNotSet
        case 2: throw .unknownTerminalType(term)
        default: throw .cannotDrawFullScreen(term)
        }
        let clear = withUnsafeBytes(of: &caps.clear_screen) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        return TerminalCapabilities(hasAlternateScreen: caps.has_alternate_screen != 0, clearScreen: clear)
    }
}
