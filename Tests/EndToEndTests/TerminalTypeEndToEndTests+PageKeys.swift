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
