import Foundation
import TestHTTPServer
import TestSupport
import Testing

/// Hostile feeds through the real app: every screen shows their text cleaned, and not one byte
/// of their sequences reaches the terminal.
@Suite("A hostile feed in a real terminal", .serialized)
struct HostileFeedEndToEndTests {
    typealias Hostile = HostileFeedDocuments

    @Test func noSequenceOfAFeedReachesTheTerminalAndItsTextShowsCleaned() async throws {
        let setup = try await LiveFeedsSetup(paths: ["/evil.json", "/plain.xml"])
        try setup.server.set("/evil.json", .feed(try Hostile.json(), contentType: "application/feed+json"))
        try setup.server.set("/plain.xml", .feed(Hostile.rss))
        let output = try TemporaryFolder()
        let raw = output.file("terminal-output")
        do {
            let app = try setup.startApp()
            try app.acceptClipboardSequences()
            let paneTitle = try app.value("#{pane_title}")
            #expect(try await app.waitFor("Get started"))
            // What the app drew at start (a clear screen among it) is not recorded.
            try app.recordOutput(to: raw)
            try app.send("g")
            #expect(try await app.waitForStatus("updated", seconds: 30))
            #expect(try await app.waitFor("Latest news (2)"))
            #expect(try app.screen().contains(Hostile.cleanItemTitle) && app.screen().contains(Hostile.cleanRSSTitle))
            #expect(try app.screen().contains("1 Featured"), "the screen was not cleared")

            try app.send("f")
            #expect(try await app.waitFor("Feeds · 2 feeds · 2 unread of 2"))
            #expect(try app.screen().contains("• \(Hostile.cleanFeedTitle)  \(setup.feed("/evil.json"))"))
            #expect(try app.screen().contains("• RSS feed  \(setup.feed("/plain.xml"))"))
            try app.send("Enter")
            #expect(try await app.waitFor("▸ • HOT \(Hostile.cleanItemTitle)"))
            try app.send("Enter")
            #expect(try await app.waitFor(Hostile.cleanBody))
            #expect(try app.screen().contains("HOT · \(Hostile.cleanFeedTitle) · "))
            try app.send("Escape", "Escape", "Down", "Enter", "Enter")
            #expect(try await app.waitFor("C1 and bidi"))
            #expect(try app.screen().contains(Hostile.cleanRSSTitle))
            let screen = try app.screen()
            try await app.quit()
            try app.expectRestored()

            #expect(!screen.contains("^[") && !screen.contains("evil.example") && !screen.contains("pwned"))
            #expect(try app.pasteBuffers().isEmpty, "no OSC 52 set the clipboard")
            #expect(try app.value("#{pane_title}") == paneTitle, "no OSC 0 set the title")
        }
        await setup.stop()
        let written = try Data(contentsOf: raw)
        #expect(written.count > 1000, "the app's drawing was recorded")
        for (sequence, name) in Self.forbidden {
            #expect(written.firstRange(of: Data(sequence)) == nil, "the app wrote \(name)")
        }
        let c1 = zip(written, written.dropFirst()).contains { $0 == 0xC2 && (0x80...0x9F).contains($1) }
        #expect(!c1, "the app wrote a C1 control")
    }

    static let forbidden: [([UInt8], String)] = [
        (Array("\u{1B}[2J".utf8), "a screen clear"), (Array("\u{1B}]".utf8), "an OSC sequence"), ([0x07], "BEL"),
        (Array("\u{202E}".utf8), "U+202E"), (Array("SGVsbG8".utf8), "the clipboard's text"),
        (Array("evil.example".utf8), "the hyperlink's target"), (Array("pwned".utf8), "the window title"),
    ]
}
