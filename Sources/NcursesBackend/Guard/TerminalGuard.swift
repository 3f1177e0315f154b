import CTerminalGuard

/// Signal handling and the last-resort terminal restore, implemented in C (the `CTerminalGuard`
/// target, whose state exists once in the process).
enum TerminalGuard {
    /// Saves the current termios and installs the handlers: crashes and every other signal whose
    /// default action ends the process (SIGPIPE, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF,
    /// SIGXCPU, SIGXFSZ, SIGSYS; those already ignored stay ignored) restore the terminal and die
    /// of the same signal; SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGWINCH, SIGCONT and SIGTSTP write
    /// their number to `wakeFd`. Also registers an at-exit restore. Call before `newterm`. False
    /// when no termios was saved.
    @discardableResult
    static func install(wakeFd: Int32) -> Bool { aichats_guard_install(wakeFd) == 0 }

    /// Puts back the signal dispositions found at install time.
    static func uninstall() { aichats_guard_uninstall() }

    /// Whether the fatal-signal and at-exit handlers must restore the terminal.
    static func setActive(_ active: Bool) { aichats_guard_set_active(active ? 1 : 0) }

    /// What the last-resort restore writes after the usual sequence: the terminal's clear-screen
    /// sequence when it has no alternate screen, so the app's screen does not stay behind.
    static func setExitClear(_ sequence: String) { aichats_guard_set_exit_clear(sequence) }

    /// Ignores SIGINT and SIGQUIT while a program runs in the foreground on the terminal (its Ctrl-C
    /// is its own, as with `system()`); false puts the handlers back.
    static func ignoreInterrupts(_ ignore: Bool) { aichats_guard_ignore_interrupts(ignore ? 1 : 0) }

    /// Puts back the termios saved at install time.
    static func restoreTermios() { aichats_guard_restore_termios() }

    /// True once SIGTERM, SIGHUP, SIGINT or SIGQUIT arrived (or waits, pending, for a thread to
    /// take it), before its wake is handled: `kill` of a stopped job continues it to quit, and it
    /// must not stop again for the terminal.
    static var quitRequested: Bool { aichats_guard_quit_requested() != 0 }

    /// Stops the process with the default SIGTSTP action and returns once it is continued: true
    /// when a SIGCONT arrived (false when the stop was refused, as in an orphaned process group).
    @discardableResult
    static func stopProcess() -> Bool { aichats_guard_stop_process() != 0 }
}
