import CNcurses
import Foundation
import TerminalUI

/// The live terminal: draws with ncurses (wide-character API) and reads keys with `wgetch`.
///
/// All ncurses calls happen on the main actor. A background thread only waits in `poll()` for
/// input and signals and wakes the main actor, so nothing runs while the user is idle.
/// Call `shutdown()` before the process exits; fatal signals and `exit()` also restore the
/// terminal as a last resort.
@MainActor
public final class NcursesTerminal: Terminal {
    /// Key presses, pastes, resizes, redraw requests and quit requests. Ends at `shutdown()` or
    /// when standard input closes.
    public let events = TerminalEvents()
    /// Colours in use: `COLORS` when colour was wanted and the terminal has it, else 0.
    public private(set) var colorCount: Int
    /// The colour support matching `colorCount`, to choose a theme.
    public var colorSupport: NcursesColorSupport { NcursesColorSupport(colorCount: colorCount) }
    /// True from `init` until `shutdown()`.
    public private(set) var isActive = true

    /// How the character type was chosen: when it is `.asciiOnly`, the screen is drawn in ASCII
    /// and typed bytes are decoded as UTF-8 here (its `notice` says so to the user).
    public let characterLocale: CharacterLocale
    /// The quit signal (SIGTERM, SIGHUP, SIGINT or SIGQUIT) that ended the session, if one did: the
    /// process should exit with 128 plus its number after the clean shutdown.
    public internal(set) var quitSignal: Int32?

    let watcher: InputWatcher
    let painter: CursesPainter
    let capabilities: TerminalCapabilities
    let reportsMouse: Bool
    var decoder = NcursesKeyDecoder()
    /// Builds characters from typed bytes when the locale is not UTF-8.
    var byteDecoder = UTF8ByteDecoder()
    var lastSize: Size
    /// The SIGCONTs that ended the app's own stops (`suspend()`, `stopWhileInBackground()`),
    /// whose wakes need no second redraw.
    var continuesToSkip = 0
    /// Input wakes in a row that produced nothing (a closed input stays readable).
    var emptyWakes = 0
    /// True while `runOutside` lends the terminal to another program.
    var isOutside = false
    /// True while the terminal is given back (stopped, lent out): a quit then leaves it alone, as
    /// the shell has it (writing from the background would stop the app again).
    var isReleased = false
    /// Wakes that arrived while the terminal was lent out, handled when it is back.
    var heldWakes: [InputWake] = []
    /// Ends a bracketed paste whose end marker does not come.
    var pasteTimer: Task<Void, Never>?
    /// The bytes typed before the terminal left the shell's line mode (`aichats`⏎ `c`⏎ typed
    /// at once): the line mode made their Return a line feed, which is Enter again here.
    var typedAheadBytes = 0

    /// Checks, before anything is written to the terminal, that standard input and output are a
    /// terminal whose type (`TERM`) can draw a full-screen app; the error says what to set.
    private static func usableCapabilities() throws(NcursesTerminalError) -> TerminalCapabilities {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { throw .notATerminal }
        return try TerminalCapabilities.check()
    }

    /// Takes over the terminal: checks it (`usableCapabilities`), chooses the character locale (a UTF-8
    /// one for `LC_CTYPE` when the user's is C or POSIX), installs signal handlers, opens ncurses
    /// on stdin/stdout in raw mode with keypad decoding, hides the cursor, enables bracketed paste
    /// and, when `useColor` is true and the terminal has colours, starts colour with the
    /// terminal's default colours available. With `useColor` false, `start_color` is never called.
    /// With `reportsMouse`, the terminal reports the mouse, and the wheel's steps come as keys;
    /// selecting text in the terminal then needs Shift held. With `cursorFollowsFocus`, the hidden
    /// cursor rests on what is selected, for screen readers (`ScreenBuffer.focus`).
    public init(useColor: Bool, reportsMouse: Bool = false, cursorFollowsFocus: Bool = false) throws(NcursesTerminalError) {
        self.reportsMouse = reportsMouse
        capabilities = try Self.usableCapabilities()
        characterLocale = CharacterLocaleChooser.live().choose()
        let watcher = try InputWatcher(inputFd: STDIN_FILENO)
        TerminalGuard.install(wakeFd: watcher.signalFd)
        TerminalGuard.setExitClear(capabilities.exitClear)
        // Started in the background (`aichats &`), it waits stopped, as vim and less do, for
        // `fg` before it touches the terminal: it drew over the shell and took its keys.
        let stopsBeforeStart = Self.stopWhileInBackground()
        // The size is the terminal's own (TIOCGWINSZ): an exported COLUMNS or LINES, often stale,
        // would otherwise win over it until the first resize.
        use_env(false)
        use_tioctl(true)
        guard aichats_newterm() != nil else {
            TerminalGuard.uninstall()
            throw .cannotOpenTerminal
        }
        aichats_trim_attribute_changes()
        CursesModes.leaveInitialState()
        TerminalGuard.setActive(true)
        CursesModes.apply()
        KeyDefinitions.install()
        colorCount = CursesModes.startColors(wanted: useColor)
        painter = CursesPainter(
            colorCount: colorCount, pairLimit: Int(aichats_color_pairs()), noColorVideo: capabilities.noColorVideo,
            asciiOnly: !characterLocale.isUTF8, cursorFollowsFocus: cursorFollowsFocus)
        lastSize = Size(width: Int(aichats_cols()), height: Int(aichats_lines()))
        self.watcher = watcher
        CursesModes.send(CursesModes.inputModesOn(mouse: reportsMouse))
        continuesToSkip = stopsBeforeStart
        typedAheadBytes = Int(aichats_pending_input(STDIN_FILENO))
        startWatching()
    }

    /// The current screen size in cells (updated on resize).
    public var size: Size {
        guard isActive else { return lastSize }
        return Size(width: Int(aichats_cols()), height: Int(aichats_lines()))
    }

    /// Shows the buffer: only cells that changed since the last frame go to ncurses, then one
    /// refresh. The buffer is clipped to the screen; its cursor, when set, is shown there.
    public func present(_ buffer: ScreenBuffer) {
        // Drawn after `endwin`, ncurses would take the terminal back by itself, from the shell.
        guard isActive, !isReleased else { return }
        painter.present(buffer, visible: size)
    }

    /// Records the first quit signal and asks the app to quit.
    func quit(bySignal number: Int32) {
        if quitSignal == nil { quitSignal = number }
        events.yield(.quit)
    }

    /// Forgets the last frame and clears the screen at the next `present`, which redraws all;
    /// a size that changed unnoticed (Ctrl-L after a resize no signal told of) is read again.
    public func invalidate() {
        guard isActive else { return }
        if resizedUnnoticed { return handleResize() }
        painter.forgetFrame()
        _ = clearok(aichats_curscr(), true)
    }

    /// Gives the terminal back (idempotent): `endwin` (normal screen, cursor visible, shell
    /// modes), bracketed paste and mouse reports off, the screen cleared where there is no alternate screen, the
    /// termios saved at start, signal handlers removed; ends `events`.
    public func shutdown() {
        guard isActive else { return }
        isActive = false
        pasteTimer?.cancel()
        if !isReleased { releaseScreen() }
        TerminalGuard.setActive(false)
        TerminalGuard.uninstall()
        watcher.stop()
        events.finish()
    }
}
