import Foundation
import Testing

/// The real binary copies with OSC 52: inside tmux with `set-clipboard on`, the sequence lands in
/// tmux's paste buffer, byte for byte, and the first copy says what tmux needs.
@Suite("aichats copies to the terminal's clipboard")
struct ClipboardEndToEndTests {
    @Test func altUpSelectsAndAltYCopiesTheMessageIntoTmuxsBuffer() async throws {
        let session = try TmuxSession(width: 100, height: 30)
        _ = try session.tmux(["set-option", "-g", "set-clipboard", "on"])
        try await session.startAsGuest()
        try session.send("Enter")
        #expect(try await session.waitFor("Esc back"), "Enter opens the first featured avatar's chat")
        let message = "copy me  exactly  日本 🐟"
        try session.send("-l", message)
        try session.send("Enter")
        // The offline reply may end before a look at the screen catches it typing.
        #expect(try await session.waitFor("You · "))
        try await Task.sleep(for: .milliseconds(500))
        #expect(try await session.waitUntilGone("is typing", seconds: 30))
        // Alt-↑ twice: the reply, then the message.
        try session.send("M-Up")
        try session.send("M-Up")
        let selected = try await session.waitFor("▌ copy me")
        let screen = try session.screen()
        #expect(selected, "the message is selected: \(screen)")
        try session.send("M-y")
        #expect(try await session.waitFor("Copied the message (1 line)"))
        let notice = try session.screen()
        #expect(notice.contains("set-clipboard on"), "the first copy says what tmux needs")
        let buffer = try session.tmux(["show-buffer"])
        #expect(buffer == message, "tmux's buffer holds the exact text")
        try session.send("Escape")
        try session.send("Escape")
        #expect(try await session.waitFor("Latest news"))
        try await session.quit()
    }
}
