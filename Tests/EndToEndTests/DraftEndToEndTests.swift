import Foundation
import TestSupport
import Testing

/// A message being written outlives kill -9, SIGTERM and quitting, and comes back in its chat.
@Suite("aichats keeps a chat's draft", .serialized)
struct DraftEndToEndTests {
    /// Starts the app on `data` as a guest with the first featured avatar's chat open.
    private func openChat(_ data: URL, firstRun: Bool) async throws -> TmuxSession {
        let session = try TmuxSession(dataFolder: data)
        if firstRun {
            #expect(try await session.waitFor("Get started"))
            try session.send("g")
        }
        #expect(try await session.waitFor("Latest news"))
        try session.send("Enter")
        #expect(try await session.waitFor("Esc back"), "Enter opens the first featured avatar's chat")
        return session
    }

    @Test func aDraftOutlivesKillDashNineAndQuitting() async throws {
        let temporary = try TemporaryFolder(made: false), data = temporary.url
        let draft = "half a thought: e r ? q 日本 🐟"
        do {
            let first = try await openChat(data, firstRun: true)
            try first.send("-l", draft)
            #expect(try await first.waitFor("› " + draft))
            // Saved at most half a second after the last key.
            try await Task.sleep(for: .milliseconds(1_500))
            let pid = try #require(try first.appPID())
            #expect(kill(pid, SIGKILL) == 0)
            #expect(try await first.waitFor("EXIT=137"))
        }
        do {
            let second = try await openChat(data, firstRun: false)
            #expect(try await second.waitFor("› " + draft), "the draft came back after kill -9")
            try second.send("-l", " and more")
            try second.send("Escape")
            #expect(try await second.waitFor("Latest news"), "Esc leaves the chat")
            try await second.quit()
        }
        let third = try await openChat(data, firstRun: false)
        #expect(try await third.waitFor("› " + draft + " and more"), "the draft came back after Esc and q")
        try third.send("Enter")
        #expect(try await third.waitFor("Message "), "sending empties the input")
        try third.send("C-c")
        // The offline persona's reply may still be being written: the first Ctrl-C then warns.
        if try await third.waitFor("again quits", seconds: 3) { try third.send("C-c") }
        #expect(try await third.waitFor("EXIT="))
        let fourth = try await openChat(data, firstRun: false)
        #expect(try await fourth.waitFor("Message "), "a sent message leaves no draft")
        #expect(try !fourth.screen().contains("› half a thought"))
        try fourth.send("C-c")
    }

    @Test func sigtermRightAfterTypingKeepsTheDraft() async throws {
        let temporary = try TemporaryFolder(made: false), data = temporary.url
        do {
            let first = try await openChat(data, firstRun: true)
            try first.send("-l", "typed just now")
            #expect(try await first.waitFor("› typed just now"))
            let pid = try #require(try first.appPID())
            #expect(kill(pid, SIGTERM) == 0)
            #expect(try await first.waitFor("EXIT="))
        }
        let second = try await openChat(data, firstRun: false)
        #expect(try await second.waitFor("› typed just now"), "SIGTERM saves the draft on the way out")
        try second.send("C-c")
    }
}
