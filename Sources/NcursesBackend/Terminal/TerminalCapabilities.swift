import CNcurses
import Foundation

/// What the terminal named by `TERM` can do, read from terminfo before anything is written to it.
struct TerminalCapabilities {
    /// terminfo defines an alternate screen (`smcup`): leaving it brings back the shell's screen.
    let hasAlternateScreen: Bool
    /// The sequence that clears the screen, without padding.
    let clearScreen: String
    /// The sequence that selects the ASCII character set (`rmacs`), sent as the app takes the
    /// terminal back from another program: attribute changes no longer send it
    /// (`aichats_trim_attribute_changes`). Empty when terminfo has none.
    let asciiCharset: String
    /// The attributes the terminal cannot show in colour (`ncv`): the Linux console's underline
    /// and dim.
    let noColorVideo: NoColorVideo

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
        return TerminalCapabilities(
            hasAlternateScreen: caps.has_alternate_screen != 0, clearScreen: text(&caps.clear_screen),
            asciiCharset: text(&caps.ascii_charset), noColorVideo: NoColorVideo(mask: Int(caps.no_color_video)))
    }

    /// A NUL-terminated C array of `char` (imported as a tuple) as text.
    private static func text<Buffer>(_ buffer: inout Buffer) -> String {
        withUnsafeBytes(of: &buffer) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }
}
