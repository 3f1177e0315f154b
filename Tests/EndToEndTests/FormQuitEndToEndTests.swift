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
        try await session.expectCtrlCWarnsThenQuitsPrinting(
            "New avatar: name “Carefully Named”, doing “writing a long description”")
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
        try await session.expectCtrlCWarnsThenQuitsPrinting("Profile: new name “Ada 愛 the Great”")
    }
}

extension TmuxSession {
    /// The first Ctrl-C warns and the app stays; the second quits (exit 0), restores the terminal,
    /// and prints `unsaved` as what was not kept.
    func expectCtrlCWarnsThenQuitsPrinting(_ unsaved: String, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        try send("C-c")
        #expect(try await waitFor("Ctrl-C again quits without"), sourceLocation: sourceLocation)
        #expect(try !screen().contains("EXIT="), sourceLocation: sourceLocation)
        try send("C-c")
        #expect(try await exitStatus() == 0, sourceLocation: sourceLocation)
        try expectRestored(sourceLocation: sourceLocation)
        let shown = try screen().replacingOccurrences(of: "\n", with: "")
        #expect(shown.contains("aichats: quit with unsaved input, not kept: " + unsaved), "\(shown)", sourceLocation: sourceLocation)
    }
}
