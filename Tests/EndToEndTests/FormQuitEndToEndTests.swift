import Foundation
import Testing

/// A form's unsaved input in the real app: Ctrl-C warns first, as Esc does; a second Ctrl-C, and
/// SIGTERM, which cannot ask, leave its text on the terminal after it is restored.
@Suite("A form's unsaved input when quitting", .serialized)
struct FormQuitEndToEndTests {
    /// Explore as a guest, then `n` (New avatar) with a name and what it is doing typed.
    private func newAvatarTyped() async throws -> TmuxSession {
        let session = try TmuxSession()
        #expect(try await session.waitFor("Get started", seconds: 30))
        try session.send("g")
        #expect(try await session.waitFor("Latest news"))
        try session.send("n")
        #expect(try await session.waitFor("what is it called?"))
        try session.fillNewAvatar(name: "Carefully Named", doing: "writing a long description")
        #expect(try await session.waitFor("writing a long description"))
        return session
    }

    @Test func ctrlCWarnsFirstThenQuits() async throws {
        let session = try await newAvatarTyped()
        try session.send("C-c")
        #expect(try await session.waitFor("Ctrl-C again quits without them"))
        #expect(try !session.screen().contains("EXIT="))
        try session.send("C-c")
        #expect(try await session.exitStatus() == 0)
        try session.expectRestored()
        let screen = try session.screen().replacingOccurrences(of: "\n", with: "")
        #expect(screen.contains("aichats: quit with unsaved input, not kept: New avatar: name “Carefully Named”, "
            + "doing “writing a long description”"), "\(screen)")
    }

    @Test func sigtermNamesWhatWasNotKept() async throws {
        let session = try await newAvatarTyped()
        let pid = try #require(try session.appPID())
        kill(pid, SIGTERM)
        #expect(try await session.exitStatus() == 143)
        try session.expectRestored()
        let screen = try session.screen().replacingOccurrences(of: "\n", with: "")
        #expect(screen.contains("not kept: New avatar: name “Carefully Named”, doing “writing a long description”"), "\(screen)")
    }
}

/// Profile's rename field in the real app: the same warning, and the name typed on the terminal
/// after a second Ctrl-C.
@Suite("A new name typed in Profile when quitting", .serialized)
struct ProfileRenameQuitEndToEndTests {
    @Test func ctrlCWarnsFirstThenQuitsNamingTheNameTyped() async throws {
        let session = try TmuxSession()
        try await session.signUp()
        try session.send("P")
        #expect(try await session.waitFor("Member since"))
        try session.send("r")
        try session.send("-l", " the Great")
        #expect(try await session.waitFor("Ada 愛 the Great"))
        try session.send("C-c")
        #expect(try await session.waitFor("Ctrl-C again quits without them"))
        #expect(try !session.screen().contains("EXIT="))
        try session.send("C-c")
        #expect(try await session.exitStatus() == 0)
        try session.expectRestored()
        let screen = try session.screen().replacingOccurrences(of: "\n", with: "")
        #expect(screen.contains("aichats: quit with unsaved input, not kept: Profile: new name “Ada 愛 the Great”"), "\(screen)")
    }
}
