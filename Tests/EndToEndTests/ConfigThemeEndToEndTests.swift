import Foundation
import TestSupport
import Testing

/// `[ui] theme` on the real terminal: "mono" draws with attributes only, as `--no-color` does.
@Suite("The config file's theme", .serialized)
struct ConfigThemeEndToEndTests {
    /// The screen with its escape sequences, after the app started as a guest.
    func drawnScreen(theme: String) async throws -> String {
        let config = try ConfigEndToEndTests.ConfigFolder("[ui]\ntheme = \"\(theme)\"\n")
        let session = try TmuxSession(environment: config.environment, unsetting: ["NO_COLOR"])
        try await session.startAsGuest()
        let screen = try session.tmux(["capture-pane", "-p", "-e", "-t", session.name])
        try await session.quit()
        return screen
    }

    /// Whether `screen` sets a foreground or background colour (SGR 30–38, 40–48, 90–97, 100–107);
    /// 39 and 49, the terminal's own colours, do not count.
    func hasColour(_ screen: String) -> Bool {
        let sequences = screen.split(separator: "\u{1B}").compactMap { part -> [Int]? in
            guard part.hasPrefix("["), let end = part.firstIndex(of: "m") else { return nil }
            return part[part.index(after: part.startIndex)..<end].split(separator: ";").compactMap { Int($0) }
        }
        return sequences.contains { codes in codes.contains { (30...38).contains($0) || (40...48).contains($0) || (90...107).contains($0) } }
    }

    @Test func monoDrawsWithoutColoursAndDefaultWithThem() async throws {
        #expect(!hasColour(try await drawnScreen(theme: "mono")))
        #expect(hasColour(try await drawnScreen(theme: "default")))
    }
}
