import Foundation
import Testing

/// The app draws at the terminal's own size: exported `COLUMNS` and `LINES` (stale values that a
/// script exported, say) do not win over it.
@Suite("The terminal's size")
struct TerminalSizeEndToEndTests {
    @Test(arguments: [("50", "10"), ("200", "60")])
    func exportedColumnsAndLinesAreIgnored(_ columns: String, _ lines: String) async throws {
        let session = try TmuxSession(environment: ["COLUMNS": columns, "LINES": lines])
        #expect(try await session.waitFor("Get started", seconds: 30))
        let screen = try session.screen()
        #expect(!screen.contains("too small"))
        let rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
        let statusBar = rows.first { $0.hasPrefix(" Welcome") }
        #expect(statusBar?.count == 100, "the status bar spans the pane's 100 columns:\n\(screen)")
        #expect(statusBar?.hasSuffix("q quit ") == true)
    }

    /// tmux passes a window's resize on to the pane about a quarter second late, so words typed
    /// 0.1 s after the window grew back reach the app while it is still too small: they go into
    /// the chat's input all the same, and so do words typed while it really is too small.
    @Test func wordsTypedAroundAShortShrinkAllReachTheChat() async throws {
        let session = try TmuxSession()
        #expect(try await session.waitFor("Get started", seconds: 30))
        try session.send("g")
        #expect(try await session.waitFor("Latest news"))
        try session.send("Enter")
        #expect(try await session.waitFor("Esc back"), "Enter opens the first featured avatar's chat")
        let words = (1...12).map { "k\($0)" }
        for word in words {
            try session.tmux(["resize-window", "-t", session.name, "-x", "50", "-y", "10"])
            try await Task.sleep(for: .milliseconds(50))
            try session.tmux(["resize-window", "-t", session.name, "-x", "100", "-y", "30"])
            try await Task.sleep(for: .milliseconds(100))
            try session.send("-l", word + " ")
            try await Task.sleep(for: .milliseconds(100))
        }
        let all = try await session.waitFor("› " + words.joined(separator: " "))
        let screen = try session.screen()
        #expect(all, "every word is in the input:\n\(screen)")
        try session.tmux(["resize-window", "-t", session.name, "-x", "50", "-y", "10"])
        #expect(try await session.waitFor("too small"))
        try session.send("-l", "unseen")
        try session.tmux(["resize-window", "-t", session.name, "-x", "100", "-y", "30"])
        let unseen = try await session.waitFor(words.joined(separator: " ") + " unseen")
        let after = try session.screen()
        #expect(unseen, "typed while too small:\n\(after)")
        try session.send("C-c")
        #expect(try await session.waitFor("EXIT=0"))
    }
}
