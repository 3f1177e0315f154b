import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The fatal-signal guard (`CTerminalGuard`), each signal raised in a process of its own on a pty.
@Suite("The terminal guard, signal by signal")
struct TerminalGuardTests {
    /// What the guard writes before the process dies: bracketed paste off, attributes reset,
    /// keypad transmit off, cursor visible, alternate screen left.
    static let restore = "\u{1b}[?1006l\u{1b}[?1000l\u{1b}[?2004l\u{1b}[0m\u{1b}[?1l\u{1b}>\u{1b}[?25h\u{1b}[?1049l"
    /// The Linux console's clear screen: written last where there is no alternate screen.
    static let linuxClear = "\u{1b}[H\u{1b}[J"
    /// The local modes the probe turns off and the guard must turn on again.
    static let cookedModes = tcflag_t(ECHO | ICANON)

    /// Crashes and every other signal whose default action ends the process (SIGPIPE and SIGXFSZ
    /// included, when they were not ignored).
    static let deadlySignals = [
        SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE,
        SIGPIPE, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGSYS,
    ]

    @Test("a deadly signal restores the terminal, then ends the process by the same signal", arguments: deadlySignals)
    func deadly(_ signal: Int32) throws {
        let run = try TerminalGuardProbeRun(["die", "\(signal)"])
        #expect(run.end == .killed(by: signal))
        #expect(run.output == "[ready]" + Self.restore)
        #expect(run.modesBefore & Self.cookedModes == Self.cookedModes)
        #expect(run.modesAfter == run.modesBefore, "echo and line editing are back")
    }

    @Test("where there is no alternate screen (TERM=linux), the screen is cleared after the restore")
    func clearsWithoutAlternateScreen() throws {
        let run = try TerminalGuardProbeRun(["die", "\(SIGUSR1)", Self.linuxClear])
        #expect(run.end == .killed(by: SIGUSR1))
        #expect(run.output == "[ready]" + Self.restore + Self.linuxClear)
        #expect(run.modesAfter == run.modesBefore)
    }

    @Test("SIGPIPE and SIGXFSZ ignored before install stay ignored; the exit restores the terminal",
          arguments: [SIGPIPE, SIGXFSZ])
    func ignoredStayIgnored(_ signal: Int32) throws {
        let run = try TerminalGuardProbeRun(["survive", "\(signal)"])
        #expect(run.end == .exited(0))
        #expect(run.output == "[ready][survived]" + Self.restore)
        #expect(run.modesAfter == run.modesBefore)
    }

    @Test("quit, resize, stop and continue signals only write their number to the self-pipe",
          arguments: [SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGWINCH, SIGCONT, SIGTSTP])
    func wakes(_ signal: Int32) throws {
        let run = try TerminalGuardProbeRun(["wake", "\(signal)"])
        #expect(run.end == .exited(0))
        #expect(run.output == "[woke \(signal)]")
    }

    @Test("while a program has the terminal, SIGINT and SIGQUIT are ignored, and handled again after")
    func interruptsIgnoredWhileLent() throws {
        let run = try TerminalGuardProbeRun(["lend"])
        #expect(run.end == .exited(0))
        #expect(run.output == "[woke \(SIGINT)]")
    }

    @Test("uninstalling puts back what was there: the signal's default action, no restore")
    func uninstallPutsBackTheDefaults() throws {
        let run = try TerminalGuardProbeRun(["uninstall", "\(SIGTERM)"])
        #expect(run.end == .killed(by: SIGTERM))
        #expect(run.output == "[ready]")
    }

    @Test("a stop stops the process as the shell expects, and it knows when it was continued")
    func stopAndContinue() throws {
        var stops = 0
        let run = try TerminalGuardProbeRun(["stop"]) { pid in
            stops += 1
            kill(pid, SIGCONT)
        }
        #expect(stops == 1)
        #expect(run.end == .exited(0))
        #expect(run.output == "[stopping][continued 1]")
    }
}
