import Foundation
import Testing

/// `[ui] screen_reader` on the real terminal: the hidden cursor, which screen readers and
/// braille displays follow, rests on the selected row's text, a question's first line, the
/// help's, and follows the selection.
@Suite("The config file's screen_reader setting", .serialized)
struct ConfigScreenReaderEndToEndTests {
    @Test func theCursorRestsOnWhatIsSelected() async throws {
        let config = try ConfigEndToEndTests.ConfigFolder("[ui]\nscreen_reader = true\n")
        let session = try TmuxSession(environment: config.environment)
        try await session.startAsGuest()
        #expect(try await cursor(of: session, is: "3,1"), "on \"Captain Rivers\", after the marker")
        try session.send("j")
        #expect(try await session.waitFor("▸ Aunt Maggie"))
        #expect(try await cursor(of: session, is: "3,2"))
        try session.send("?")
        #expect(try await session.waitFor("Keys"))
        // The row of the help's first line ("Explore"): its column depends on wide characters
        // drawn left of the box, which the screen's text does not tell.
        let help = try session.screen().components(separatedBy: "\n")
        let row = try #require(help.firstIndex { $0.contains("╭─ Keys") }) + 1
        #expect(help[row].contains("│ Explore"))
        #expect(try await eventually { try session.value("#{cursor_y}") == "\(row)" }, "on the help's first line")
        try session.send("Escape")
        #expect(try await cursor(of: session, is: "3,2"))
        #expect(try session.value("#{cursor_flag}") == "0", "and it stays hidden")
        try await session.quit()
    }

    /// Whether the cursor comes to `place` ("x,y") within a few seconds.
    private func cursor(of session: TmuxSession, is place: String) async throws -> Bool {
        try await eventually { try session.value("#{cursor_x},#{cursor_y}") == place }
    }

    private func eventually(_ condition: () throws -> Bool) async throws -> Bool {
        for _ in 0..<50 {
            if try condition() { return true }
            try await Task.sleep(for: .milliseconds(100))
        }
        return false
    }
}
