import Foundation
import TestSupport
import Testing

/// `o` in an article with a text browser: the browser gets the terminal, then the app comes back.
@Suite("A text browser in a real terminal", .serialized)
struct BrowserEndToEndTests {
    /// The screen's rows above the status bar, without trailing spaces.
    private func rows(_ screen: String) -> [String] {
        screen.split(separator: "\n", omittingEmptySubsequences: false).dropLast(2)
            .map { String($0.reversed().drop { $0 == " " }.reversed()) }
    }

    @Test func aTextBrowserRunsInTheForegroundAndTheScreenComesBackWhole() async throws {
        let temporary = try TemporaryFolder()
        let script = "#!/bin/sh\necho \"FAKE BROWSER $1 on $(tty)\"\nprintf 'press Enter: '\nread answer\nexit 1\n"
        let browser = try temporary.writeExecutable(script, to: "fake-browser")
        let session = try TmuxSession(environment: ["BROWSER": "no-such-browser:\(browser.path) %s"])
        #expect(try await session.waitFor("Get started", seconds: 30))
        try session.send("g")
        #expect(try await session.waitFor("Latest news"))
        try session.send("5", "Enter")
        #expect(try await session.waitFor("1 of "))
        let article = try await session.settledScreen()
        try session.send("o")
        #expect(try await session.waitFor("press Enter:"))
        #expect(try session.screen().contains("FAKE BROWSER https://"))
        #expect(try !session.screen().contains("/dev/null") && !session.screen().contains("not a tty"))
        #expect(try session.value("#{alternate_on}") == "0", "the app gave the screen up")
        try session.send("Enter")
        #expect(try await session.waitFor("Could not open the link: fake-browser exited with status 1"))
        #expect(try await rows(session.settledScreen()) == rows(article), "the article is drawn again, every row")
        #expect(try session.value("#{alternate_on}") == "1")
        try session.send("q")
        #expect(try await session.exitStatus() == 0)
        try session.expectRestored()
    }
}
