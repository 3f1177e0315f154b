import Foundation
import Testing

/// Terminal types and locales the app meets on other machines.
@Suite("Terminal types and locales", .serialized)
struct TerminalTypeEndToEndTests {
    /// A terminal type that cannot draw the app stops the start with one line saying what to set,
    /// before anything is written to the terminal.
    @Test(arguments: [
        (["TERM": "dumb"], [], "the terminal type TERM=dumb cannot draw a full-screen app"),
        ([:], ["TERM"], "TERM is not set"),
        (["TERM": ""], [], "TERM is not set"),
        (["TERM": "no-such-terminal-xyz"], [], "the terminal type TERM=no-such-terminal-xyz is unknown here"),
    ] as [([String: String], [String], String)])
    func unusableTerminalTypesExitWithOneLine(_ environment: [String: String], _ unset: [String], _ message: String)
        async throws
    {
        let session = try TmuxSession(environment: environment, unsetting: unset)
        #expect(try await session.exitStatus() == 1)
        let lines = try session.screen().split(separator: "\n")
        #expect(lines.first?.hasPrefix("aichats: \(message)") == true, "\(lines.first ?? "")")
        #expect(lines.first?.contains("e.g. TERM=xterm-256color") == true)
        try session.expectRestored()
    }

    /// The Linux console has no alternate screen: the app clears what it drew when it quits.
    @Test func theLinuxConsoleIsClearedAtExit() async throws {
        let session = try TmuxSession(environment: ["TERM": "linux"])
        #expect(try await session.waitFor("Get started", seconds: 30))
        try session.send("g")
        #expect(try await session.waitFor("Latest news"))
        try session.send("q")
        #expect(try await session.exitStatus() == 0)
        let screen = try session.screen()
        #expect(!screen.contains("Latest news") && !screen.contains("Featured"), "\(screen)")
        try session.expectRestored()
    }

    /// Under LANG=C the character type becomes C.UTF-8: CJK in the catalog shows, and typed CJK
    /// reaches the chat input.
    @Test func cLocaleStillShowsAndTakesCJK() async throws {
        let session = try TmuxSession(environment: ["LANG": "C"], unsetting: ["LC_ALL", "LC_CTYPE"])
        #expect(try await session.waitFor("Get started", seconds: 30))
        try await typeChineseInTheFirstChat(session, exploreShows: "ハチ", inputShows: "› 你好")
    }

    /// With no UTF-8 locale at all (LC_ALL=C), the app still runs: ASCII frames, a notice, and
    /// typed CJK arrives (shown as ? per column) instead of vanishing.
    @Test func withoutUTF8TheScreenIsASCII() async throws {
        let session = try TmuxSession(environment: ["LC_ALL": "C"])
        #expect(try await session.waitFor("Get started", seconds: 30))
        #expect(try session.screen().contains("No UTF-8 locale: drawing in ASCII"))
        try await typeChineseInTheFirstChat(session, exploreShows: "+- 1 Featured", inputShows: "> ????")
    }

    /// The app from Welcome, as a guest, in the first avatar's chat.
    func firstChat(sourceLocation: SourceLocation = #_sourceLocation) async throws -> TmuxSession {
        let session = try TmuxSession()
        #expect(try await session.waitFor("Get started", seconds: 30), sourceLocation: sourceLocation)
        try session.send("g")
        #expect(try await session.waitFor("Latest news"), sourceLocation: sourceLocation)
        try session.send("Enter")
        #expect(try await session.waitFor("Say hello to"), sourceLocation: sourceLocation)
        return session
    }

    /// From Welcome, continues as a guest until Explore shows `exploreShows`, opens the first
    /// chat and types 你好, which the input shows as `inputShows`; then Ctrl-C ends the app with 0.
    func typeChineseInTheFirstChat(
        _ session: TmuxSession, exploreShows: String, inputShows: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try session.send("g")
        #expect(try await session.waitFor(exploreShows), sourceLocation: sourceLocation)
        try session.send("Enter")
        #expect(try await session.waitFor("Say hello to"), sourceLocation: sourceLocation)
        try session.send("-l", "你好")
        #expect(try await session.waitFor(inputShows), sourceLocation: sourceLocation)
        try session.send("C-c")
        #expect(try await session.exitStatus() == 0, sourceLocation: sourceLocation)
    }

    /// A byte that is not UTF-8 (Latin-1 text from another program) becomes U+FFFD, and what
    /// came after it in the same read still arrives.
    @Test func aByteThatIsNotUTF8LosesNothingAfterIt() async throws {
        let session = try await firstChat()
        // "caf", é in Latin-1, " au lait ", 你 in UTF-8, in one write.
        try session.send("-H", "63", "61", "66", "e9", "20", "61", "75", "20", "6c", "61", "69", "74", "20", "e4", "bd", "a0")
        #expect(try await session.waitFor("› caf\u{FFFD} au lait 你"), "\((try? session.screen()) ?? "")")
        try session.send("C-c")
        #expect(try await session.exitStatus() == 0)
    }

    /// A bracketed paste whose end marker never comes ends after a short silence: its text goes
    /// into the input, and keys type and act again.
    @Test func anUnfinishedPasteDoesNotLockTheKeyboard() async throws {
        let session = try await firstChat()
        try session.send("-H", "1b", "5b", "32", "30", "30", "7e", "61", "62", "63")
        #expect(try await session.waitFor("› abc"))
        try session.send("q")
        #expect(try await session.waitFor("› abcq"))
        try session.send("C-c")
        #expect(try await session.exitStatus() == 0)
        try session.expectRestored()
    }
}
