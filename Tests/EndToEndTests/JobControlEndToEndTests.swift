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
}
