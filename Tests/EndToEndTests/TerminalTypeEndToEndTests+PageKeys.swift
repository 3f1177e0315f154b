import Foundation
import Testing

/// vt100's terminfo entry names no PgUp or PgDn, yet the terminal (tmux here) sends the VT220
/// keys for them: they page as under any other terminal type. In the terminal types' suite,
/// whose sessions run one at a time.
extension TerminalTypeEndToEndTests {
    @Test func pageKeysPageUnderVT100() async throws {
        let session = try TmuxSession(environment: ["TERM": "vt100"])
        try await session.startAsGuest()
        try session.send("3", "Enter")
        #expect(try await session.waitFor("Men · 7 avatars"))
        #expect(try await session.waitFor("▸ Captain Rivers"))
        try session.send("NPage")
        #expect(try await session.waitFor("▸ Theo"), "PgDn selects the last row")
        try session.send("PPage")
        #expect(try await session.waitFor("▸ Captain Rivers"), "PgUp selects the first row again")
        try await session.quit()
        try session.expectRestored()
    }
}

/// F1 as rxvt and PuTTY (`ESC [ 11 ~`) and the Linux console (`ESC [ [ A`) send it opens Help in a
/// chat under xterm's entry, which names only `ESC O P`.
extension TerminalTypeEndToEndTests {
    @Test(arguments: ["1b 5b 31 31 7e", "1b 5b 5b 41"])
    func otherTerminalsF1OpensHelp(bytes: String) async throws {
        let session = try TmuxSession()
        try await session.startAsGuest()
        try session.send("Enter")
        #expect(try await session.waitFor("› Message"))
        try session.tmux(["send-keys", "-t", session.name, "-H"] + bytes.split(separator: " ").map(String.init))
        // A line of the chat's keys near the top of Help: the global ones may be below its fold.
        #expect(try await session.waitFor("The avatar's system prompt and settings"))
        try session.send("Escape")
        #expect(try await session.waitUntilGone("The avatar's system prompt and settings"))
        try session.send("Escape")
        #expect(try await session.waitFor("Latest news"))
        try await session.quit()
    }
}
