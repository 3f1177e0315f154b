import Foundation
import Testing

/// `[ui] mouse` on the real terminal: the app asks tmux for the mouse only when set, a wheel
/// report from the terminal moves the selection, a double click opens, and the mouse is given
/// back at exit.
@Suite("The config file's mouse setting", .serialized)
struct ConfigMouseEndToEndTests {
    /// One step of the wheel down at column 10, row 5, as a terminal sends it in SGR's form.
    private static let wheelDown = hex("\u{1B}[<65;10;5M")
    /// A double click at column 10, row 3 (the second avatar of Featured): press and release twice.
    private static let doubleClick = hex(String(repeating: "\u{1B}[<0;10;3M\u{1B}[<0;10;3m", count: 2))

    private static func hex(_ text: String) -> [String] { text.utf8.map { String(format: "%02x", $0) } }

    @Test func withMouseTheWheelMovesTheSelectionAndTheMouseIsGivenBack() async throws {
        let config = try ConfigEndToEndTests.ConfigFolder("[ui]\nmouse = true\n")
        let session = try TmuxSession(environment: config.environment)
        try await session.startAsGuest()
        #expect(try session.value("#{mouse_any_flag} #{mouse_sgr_flag}") == "1 1", "tmux reports the mouse to the app")
        #expect(try session.screen().contains("▸ Captain Rivers"))
        _ = try session.tmux(["send-keys", "-t", session.name, "-H"] + Self.wheelDown)
        _ = try session.tmux(["send-keys", "-t", session.name, "-H"] + Self.wheelDown)
        #expect(try await session.waitFor("▸ Xyl'ra"), "two steps down select the third avatar")
        #expect(try !session.screen().contains("65;10;5M"), "no part of a report is typed or shown")
        _ = try session.tmux(["send-keys", "-t", session.name, "-H"] + Self.doubleClick)
        #expect(try await session.waitFor("Message Aunt Maggie"), "a double click opened the chat of the row clicked")
        try session.send("Escape")
        #expect(try await session.waitFor("▸ Aunt Maggie"))
        try await session.quit()
        try session.expectRestored()
    }

    @Test func withoutItTheMouseIsNeverAsked() async throws {
        let session = try TmuxSession()
        try await session.startAsGuest()
        #expect(try session.value("#{mouse_any_flag}") == "0")
        try await session.quit()
    }
}
