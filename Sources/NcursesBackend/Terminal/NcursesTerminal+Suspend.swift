import CNcurses
import Foundation
import TerminalUI

extension NcursesTerminal {
    /// Stops the process like Ctrl-Z in a shell: gives the terminal back (`releaseScreen`), raises
    /// SIGTSTP with its default action, and on `fg` takes the terminal again and yields `.redraw`
    /// so the app presents a full frame.
    public func suspend() {
        guard isActive, !isOutside else { return }
        releaseScreen()
        if TerminalGuard.stopProcess() { continuesToSkip += 1 }
        continuesToSkip += Self.stopWhileInBackground()
        // `kill %1` of the stopped app: it quits without taking the terminal from the shell.
        guard !TerminalGuard.quitRequested else { return }
        reenter()
        events.yield(.redraw)
    }

    /// SIGCONT from outside (`kill -STOP`/`-CONT`, or after our own stop): take the terminal
    /// again and ask for a redraw, unless `suspend()` already did.
    func handleContinue() {
        if continuesToSkip > 0 {
            continuesToSkip -= 1
            return
        }
        continuesToSkip += Self.stopWhileInBackground()
        guard !TerminalGuard.quitRequested else { return }
        reenter()
        events.yield(.redraw)
    }

    /// Stops again, as often as it is continued, while another process group has the terminal:
    /// continued by `bg`, or by a `kill -CONT` of a job the shell had put aside, the app would
    /// otherwise draw over the shell and change its terminal modes. `fg` continues it for good.
    /// Returns how many stops were continued. An orphaned process group cannot stop, and goes on.
    static func stopWhileInBackground() -> Int {
        var stops = 0
        while !Self.ownsTerminal {
            // `kill %1` continues a stopped job right after the SIGTERM, which the kernel may hand
            // to another thread: a moment for its handler, so that the app quits, not stops.
            usleep(10_000)
            guard !TerminalGuard.quitRequested, TerminalGuard.stopProcess() else { break }
            stops += 1
        }
        return stops
    }

    /// Whether the app's process group is the terminal's foreground group (true when the
    /// terminal cannot say).
    static var ownsTerminal: Bool {
        let group = tcgetpgrp(STDIN_FILENO)
        return group < 0 || group == getpgrp()
    }

    /// True when the kernel's size is not the one ncurses draws at: the terminal was resized while
    /// the app was stopped or lent it out, and the SIGWINCH went to the program in front.
    var resizedUnnoticed: Bool {
        var rows: Int32 = 0, columns: Int32 = 0
        guard aichats_window_size(STDOUT_FILENO, &rows, &columns) == 0, rows > 0, columns > 0 else { return false }
        return rows != aichats_lines() || columns != aichats_cols()
    }

    /// SIGWINCH: reads the kernel's size, resizes ncurses, forgets the frame, yields `.resize`.
    func handleResize() {
        var rows: Int32 = 0, columns: Int32 = 0
        if aichats_window_size(STDOUT_FILENO, &rows, &columns) == 0, rows > 0, columns > 0 {
            _ = resizeterm(rows, columns)
        }
        painter.forgetFrame()
        _ = clearok(aichats_curscr(), true)
        lastSize = size
        events.yield(.resize(lastSize))
        drainInput()
    }

    /// Hands the terminal back as the shell had it: `endwin` (normal screen, cursor visible),
    /// bracketed paste and mouse reports off, the screen cleared where there is no alternate screen (the Linux
    /// console), and the termios saved at start.
    func releaseScreen() {
        isReleased = true
        _ = endwin()
        CursesModes.send(CursesModes.inputModesOff(mouse: reportsMouse))
        if !capabilities.exitClear.isEmpty { CursesModes.send(capabilities.exitClear) }
        TerminalGuard.restoreTermios()
    }

    /// Puts ncurses back in charge after the process ran in the background or was stopped.
    func reenter() {
        isReleased = false
        _ = reset_prog_mode()
        CursesModes.send(capabilities.asciiCharset)
        CursesModes.apply()
        _ = clearok(aichats_curscr(), true)
        _ = wnoutrefresh(aichats_stdscr())
        _ = doupdate()
        CursesModes.send(CursesModes.inputModesOn(mouse: reportsMouse))
        painter.forgetFrame()
        if resizedUnnoticed { handleResize() }
    }
}
