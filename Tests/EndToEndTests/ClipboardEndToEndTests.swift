import Foundation
import Testing

/// The real binary copies with OSC 52: inside tmux with `set-clipboard on`, the sequence lands in
/// tmux's paste buffer, byte for byte; with tmux's default, the first copy says what tmux needs.
@Suite("aichats copies to the terminal's clipboard")
struct ClipboardEndToEndTests {
    @Test func altUpSelectsAndAltYCopiesTheMessageIntoTmuxsBuffer() async throws {
        let session = try TmuxSession(width: 100, height: 30)
        _ = try session.tmux(["set-option", "-g", "set-clipboard", "on"])
        let message = "copy me  exactly  日本 🐟"
        let notice = try await copySentMessage(message, in: session)
        #expect(!notice.contains("set-clipboard"), "tmux passes the copy on: nothing more to say\n\(notice)")
        let buffer = try session.tmux(["show-buffer"])
        #expect(buffer == message, "tmux's buffer holds the exact text")
        try session.send("Escape")
        try session.send("Escape")
        #expect(try await session.waitFor("Latest news"))
        try await session.quit()
    }

    @Test func withTmuxsDefaultTheFirstCopySaysWhatTmuxNeeds() async throws {
        let session = try TmuxSession(width: 100, height: 30)
        _ = try session.tmux(["set-option", "-g", "set-clipboard", "external"])
        let notice = try await copySentMessage("copy me", in: session)
        #expect(notice.contains("set -g set-clipboard on"), "the first copy says what tmux needs\n\(notice)")
        try session.send("Escape")
        try session.send("Escape")
        #expect(try await session.waitFor("Latest news"))
        try await session.quit()
    }

    /// Sends `message` in the first featured avatar's chat, selects it (Alt-↑ twice: the reply,
    /// then the message) and copies it (Alt-y); the screen with the copy's notice.
    private func copySentMessage(_ message: String, in session: TmuxSession) async throws -> String {
        try await session.startAsGuest()
        try session.send("Enter")
        #expect(try await session.waitFor("Esc back"), "Enter opens the first featured avatar's chat")
        try session.send("-l", message)
        try session.send("Enter")
        // The offline reply may end before a look at the screen catches it typing.
        #expect(try await session.waitFor("You · "))
        try await Task.sleep(for: .milliseconds(500))
        #expect(try await session.waitUntilGone("is typing", seconds: 30))
        try session.send("M-Up")
        try session.send("M-Up")
        let selected = try await session.waitFor("▌ \(message.prefix(7))")
        let screen = try session.screen()
        #expect(selected, "the message is selected: \(screen)")
        try session.send("M-y")
        #expect(try await session.waitFor("Copied the message (1 line)"))
        return try session.screen()
    }
}
