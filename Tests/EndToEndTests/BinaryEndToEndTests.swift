import Foundation
import TestSupport
import Testing

/// The real binary in a pseudo-terminal (tmux) at 100x30.
@Suite("aichats in a real terminal", .serialized)
struct BinaryEndToEndTests {
    /// The pane's terminal is back in cooked mode with the main screen and a visible cursor.
    func expectRestored(_ session: TmuxSession, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try session.expectRestored(sourceLocation: sourceLocation)
    }

    @Test func startsNavigatesShowsHelpAndQuits() async throws {
        let session = try TmuxSession()
        try await session.startAsGuest()
        try session.send("Down", "Enter")
        #expect(try await session.waitFor("Say hello to"))
        try session.send("Escape")
        #expect(try await session.waitUntilGone("Say hello to"))
        try session.send("?")
        #expect(try await session.waitFor("Show this help"))
        try session.send("Escape")
        #expect(try await session.waitUntilGone("Show this help"))
        try await session.quit()
        try expectRestored(session)
    }

    @Test func sigtermRestoresTheTerminal() async throws {
        let session = try TmuxSession()
        try await session.startAsGuest()
        let pid = try #require(try session.appPID())
        kill(pid, SIGTERM)
        #expect(try await session.waitFor("EXIT="))
        try expectRestored(session)
    }

    @Test func tinyTerminalSaysTooSmall() async throws {
        let session = try TmuxSession(width: 30, height: 8)
        #expect(try await session.waitFor("too small"))
        try await session.quit()
    }

    /// `--help` prints usage, the data folder and how to point chat at a server, and exits 0.
    @Test func helpPrintsUsageAndTheBackendSettings() async throws {
        let output = try TmuxSession.shell(shellQuoted(TmuxSession.binary.path) + " --help; echo EXIT=$?")
        #expect(output.contains("USAGE: aichats"))
        #expect(output.contains("--data-dir <folder>"))
        #expect(output.contains("AICHATS_API_BASE"))
        #expect(output.contains("EXIT=0"))
    }
}

@Suite("aichats help <command>")
struct HelpTopicEndToEndTests {
    @Test func aKnownCommandGetsItsHelp() throws {
        let run = try CommandRun(["help", "feeds", "add"])
        #expect(run.status == 0)
        #expect(run.output.contains("Only http, https and file URLs are accepted"))
    }

    /// The argument parser alone printed the main help and exited 0, as if `bogus` were a topic.
    @Test func anUnknownCommandIsAUsageErrorThatNamesTheCommands() throws {
        let top = try CommandRun(["help", "bogus"])
        #expect(top.status == 2)
        #expect(top.output.isEmpty)
        #expect(top.errors == "aichats: 'aichats' has no command 'bogus'; its commands are render, feeds, refresh, news, "
            + "config, backends and help\n")
        let nested = try CommandRun(["help", "feeds", "\u{1B}]0;title\u{07}bogus"])
        #expect(nested.status == 2)
        #expect(nested.errors == "aichats: 'aichats feeds' has no command '\\e]0;title\\u{7}bogus'; its commands are add, "
            + "list, remove, import and export\n", "the word as typed, its control characters shown as escapes")
    }

    /// The same mistake without `help` says the same sentence, not the parser's usage block.
    @Test func anUnknownCommandWithoutHelpGetsTheSameSentence() throws {
        for arguments in [["bogus"], ["--no-color", "--data-dir", "/tmp/x", "bogus"], ["help", "bogus"]] {
            let run = try CommandRun(arguments)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.errors == "aichats: 'aichats' has no command 'bogus'; its commands are render, feeds, refresh, news, "
                + "config, backends and help\n", "\(arguments)")
        }
        let nested = try CommandRun(["feeds", "bogus"])
        #expect(nested.status == 2)
        #expect(nested.errors == "aichats: 'aichats feeds' has no command 'bogus'; its commands are add, "
            + "list, remove, import and export\n")
    }

    @Test func theMainHelpListsHelpAndRemoveSaysWhichSpellingsItMatches() throws {
        #expect(try CommandRun(["--help"]).output.contains("aichats help [<command> ...]"))
        let remove = try CommandRun(["feeds", "remove", "--help"]).output
        #expect(remove.contains("RFC 3986"))
        #expect(remove.contains("%66 for f"))
    }
}
