import CNcurses
import Foundation
import TerminalUI

/// The live terminal: draws with ncurses (wide-character API) and reads keys with `wget_wch`.
///
/// All ncurses calls happen on the main actor. A background thread only waits in `poll()` for
/// input and signals and wakes the main actor, so nothing runs while the user is idle.
/// Call `shutdown()` before the process exits; fatal signals and `exit()` also restore the
/// terminal as a last resort.
@MainActor
public final class NcursesTerminal: Terminal {
    /// Key presses, pastes, resizes, redraw requests and quit requests. Ends at `shutdown()` or
    /// when standard input closes.
    public let events: AsyncStream<TerminalEvent>
    /// Colours in use: `COLORS` when colour was wanted and the terminal has it, else 0.
    public private(set) var colorCount: Int
    /// The colour support matching `colorCount`, to choose a theme.
    public var colorSupport: NcursesColorSupport { NcursesColorSupport(colorCount: colorCount) }
    /// True from `init` until `shutdown()`.
    public private(set) var isActive = true

    let eventSink: AsyncStream<TerminalEvent>.Continuation
    let watcher: InputWatcher
    let painter: CursesPainter
    var decoder = NcursesKeyDecoder()
    var lastSize: Size
    /// Set by `suspend()`: the SIGCONT that follows our own stop needs no second redraw.
    var continuedBySuspend = false
    /// Input wakes in a row that produced nothing (a closed input stays readable).
    var emptyWakes = 0

    /// Takes over the terminal: sets the locale, installs signal handlers, opens ncurses on
    /// stdin/stdout in raw mode with keypad decoding, hides the cursor, enables bracketed paste
    /// and, when `useColor` is true and the terminal has colours, starts colour with the
    /// terminal's default colours available. With `useColor` false, `start_color` is never called.
    public init(useColor: Bool) throws(NcursesTerminalError) {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { throw .notATerminal }
        setlocale(LC_ALL, "")
        let watcher = try InputWatcher(inputFd: STDIN_FILENO)
        TerminalGuard.install(wakeFd: watcher.signalFd)
        guard aichats_newterm() != nil else {
            TerminalGuard.uninstall()
            throw .cannotOpenTerminal
        }
        TerminalGuard.setActive(true)
        CursesModes.apply()
        KeyDefinitions.install()
        colorCount = CursesModes.startColors(wanted: useColor)
        painter = CursesPainter(colorCount: colorCount, pairLimit: Int(aichats_color_pairs()))
        lastSize = Size(width: Int(aichats_cols()), height: Int(aichats_lines()))
        (events, eventSink) = AsyncStream.makeStream(of: TerminalEvent.self)
        self.watcher = watcher
        CursesModes.send(CursesModes.bracketedPasteOn)
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
        guard isActive else { return }
        painter.present(buffer, visible: size)
    }

    /// Forgets the last frame and clears the screen at the next `present`, which redraws all.
    public func invalidate() {
        guard isActive else { return }
        painter.forgetFrame()
        _ = clearok(aichats_curscr(), true)
    }

    /// Gives the terminal back (idempotent): bracketed paste off, `endwin` (normal screen, cursor
    /// visible, shell modes), the termios saved at start, signal handlers removed; ends `events`.
    public func shutdown() {
        guard isActive else { return }
        isActive = false
        _ = endwin()
        CursesModes.send(CursesModes.bracketedPasteOff)
        TerminalGuard.restoreTermios()
        TerminalGuard.setActive(false)
        TerminalGuard.uninstall()
        watcher.stop()
        eventSink.finish()
    }
}
