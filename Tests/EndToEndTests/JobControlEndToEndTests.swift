import Foundation
import Testing

/// The app under an interactive shell's job control. Continued in the background (`bg`), it
/// must leave the terminal to the shell instead of drawing over it, and `fg` must give it back.
@Suite("Job control in an interactive shell", .serialized)
struct JobControlEndToEndTests {
    @Test func bgLeavesTheTerminalToTheShellAndFgBringsTheAppBack() async throws {
        // The session's own shell has no job control: an interactive bash takes its place.
        let session = try TmuxSession(prelude: "PS1='job$ ' exec bash --norc --noprofile -i;")
        #expect(try await session.waitFor("job$ ", seconds: 20))
        try session.send("-l", "'\(TmuxSession.binary.path)'")
        try session.send("Enter")
        #expect(try await session.waitFor("Get started", seconds: 30))
        try session.send("C-z")
        #expect(try await session.waitFor("Stopped"))
        try session.send("-l", "bg")
        try session.send("Enter")
        try await Task.sleep(for: .seconds(2))
        let background = try session.screen()
        #expect(!background.contains("Get started"), "the app drew over the shell:\n\(background)")
        #expect(try session.value("#{alternate_on}") == "0")
        try session.send("-l", "fg")
        try session.send("Enter")
        try await session.startAsGuest()
        try session.send("q")
        #expect(try await session.waitUntilGone("Latest news"))
        try session.send("-l", "exit")
        try session.send("Enter")
        #expect(try await session.exitStatus() == 0)
        try session.expectRestored()
    }

    /// The Linux console's terminfo makes Ctrl-Z a key of its own (`kspd`), which ncurses
    /// decodes instead of the byte: it suspends there too.
    @Test func ctrlZSuspendsWithTheLinuxConsolesTerminalType() async throws {
        let session = try TmuxSession(prelude: "export TERM=linux; PS1='job$ ' exec bash --norc --noprofile -i;")
        #expect(try await session.waitFor("job$ ", seconds: 20))
        try run("'\(TmuxSession.binary.path)'", in: session)
        #expect(try await session.waitFor("Get started", seconds: 30))
        try session.send("C-z")
        #expect(try await session.waitFor("Stopped"))
        try run("fg", in: session)
        #expect(try await session.waitFor("Get started"))
        try session.send("q")
        #expect(try await session.waitUntilGone("Get started"))
        try run("exit", in: session)
        #expect(try await session.exitStatus() == 0)
    }

    /// An interactive bash in the session's pane, at its prompt.
    private func shell(width: Int = 100, height: Int = 30) async throws -> TmuxSession {
        let session = try TmuxSession(width: width, height: height, prelude: "PS1='job$ ' exec bash --norc --noprofile -i;")
        #expect(try await session.waitFor("job$ ", seconds: 20))
        return session
    }

    /// `q`, then `exit` once `text` is gone with the app: the shell's status is the app's, 0.
    private func quitThenExit(_ session: TmuxSession, gone text: String) async throws {
        try session.send("q")
        #expect(try await session.waitUntilGone(text))
        try run("exit", in: session)
        let status = try await session.exitStatus()
        let shown = try session.screen()
        #expect(status == 0, "\(shown)")
    }

    private func run(_ line: String, in session: TmuxSession) throws {
        try session.send("-l", line)
        try session.send("Enter")
    }

    @Test("started with &, it waits stopped for fg, drawing nothing over the shell and taking none of its keys")
    func startedInTheBackgroundItWaitsForFg() async throws {
        let session = try await shell()
        try run("'\(TmuxSession.binary.path)' &", in: session)
        // bash says a job stopped at its next prompt.
        try run("for i in $(seq 30); do jobs | grep -q Stopped && break; sleep 1; done; jobs", in: session)
        #expect(try await session.waitFor("Stopped", seconds: 40))
        let shellScreen = try session.screen()
        #expect(!shellScreen.contains("Get started"), "the app drew over the shell:\n\(shellScreen)")
        #expect(try session.value("#{alternate_on}") == "0")
        try run("echo typed-at-the-shell", in: session)
        #expect(try await session.waitFor("typed-at-the-shell\njob$"))
        try run("fg", in: session)
        try await session.startAsGuest()
        try session.send("q")
        #expect(try await session.waitUntilGone("Latest news"))
        try run("exit", in: session)
        #expect(try await session.exitStatus() == 0)
        try session.expectRestored()
    }

    @Test("resized while stopped, it draws at the new size after fg, and its text cursor shows again")
    func fgAfterAResizeAndAStop() async throws {
        let session = try await shell()
        try run("'\(TmuxSession.binary.path)'", in: session)
        try await session.startAsGuest()
        try session.send("Enter")
        #expect(try await session.waitFor("› Message"))
        try session.send("-l", "abc")
        #expect(try session.value("#{cursor_flag}") == "1")
        try session.send("C-z")
        #expect(try await session.waitFor("Stopped"))
        try session.tmux(["resize-window", "-t", session.name, "-x", "80", "-y", "24"])
        try run("fg", in: session)
        #expect(try await session.waitFor("› abc"))
        let screen = try await session.settledScreen()
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count >= 24 && lines[23].contains("F1 help"), "the status bar is not on the last row at 80x24:\n\(screen)")
        #expect(try session.value("#{cursor_flag}") == "1", "the text cursor stayed hidden after fg")
        try session.send("Escape")
        #expect(try await session.waitFor("Latest news"))
        try await quitThenExit(session, gone: "Latest news")
    }

    @Test("kill %1 of the stopped app ends it (it stopped again for the terminal) and leaves the shell's modes alone")
    func killOfTheStoppedAppEndsIt() async throws {
        let session = try await shell()
        try run("stty -a > before; '\(TmuxSession.binary.path)'", in: session)
        try await session.startAsGuest()
        try session.send("C-z")
        #expect(try await session.waitFor("Stopped"))
        // bash's `wait` returns 148 at once while it has not yet seen the job continue: it waits
        // again. When the job ended in between, bash has reaped it and says so ("Terminated"),
        // and `wait` then finds no job (127). bash says "Terminated" for a job a signal ended, and
        // "Exit 143" for the app's own exit with that code after it handled SIGTERM.
        let waitForTheJob = "wait %1; s=$?; while [ $s = 148 ]; do sleep 0.2; wait %1 2>/dev/null; s=$?; done"
        try run("kill %1; \(waitForTheJob); echo status=$s; stty -a > after; cmp -s before after && echo modes-kept", in: session)
        // "status=1": 143 or 127; the line typed says "status=$s".
        #expect(try await session.waitFor("status=1", seconds: 20))
        #expect(try await session.waitFor("\nmodes-kept"))
        let shown = try session.screen()
        let reaped = shown.contains("Terminated") || shown.contains("Exit 143")
        #expect(shown.contains("status=143") || (shown.contains("status=127") && reaped),
                "the app ended by SIGTERM:\n\(shown)")
        #expect(!shown.contains("Latest news"), "the app drew over the shell:\n\(shown)")
        try run("exit", in: session)
    }

    @Test("Enter typed ahead while it starts (the shell's line mode made it a line feed) opens, as Enter does")
    func enterTypedAheadActs() async throws {
        let session = try await shell()
        try run("sleep 1; '\(TmuxSession.binary.path)'", in: session)
        try session.send("Enter")
        #expect(try await session.waitFor("Create account", seconds: 30))
        try session.send("Escape")
        #expect(try await session.waitFor("Get started"))
        try await quitThenExit(session, gone: "Get started")
    }
}
