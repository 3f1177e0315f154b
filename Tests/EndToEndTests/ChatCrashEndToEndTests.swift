import Foundation
import TestHTTPServer
import TestSupport
import Testing

/// Killing the app mid-reply loses neither the message nor the reply so far.
@Suite("aichats keeps chats through a crash", .serialized)
struct ChatCrashEndToEndTests {
    /// The reply so far, which the server sends and then holds (the app is killed meanwhile).
    static let replySoFar = "Aye, I remember the number forty-two"

    @Test func aMessageAndItsReplyOutliveSIGKILL() async throws {
        let temporary = try TemporaryFolder(made: false), data = temporary.url
        let message = "Do you remember this, 42?"
        // A reply that stops halfway until the app is gone: "is typing" stays on screen however
        // slowly this test looks (the offline persona's whole reply took 1.1 s, which a loaded
        // machine could miss).
        let server = try OpenAITestServer { _ in
            [.send(SSE.head), .send(SSE.chunk("Aye, I remember ")), .send(SSE.chunk("the number forty-two")),
             .keepAliveUntilClientLeaves]
        }
        defer { server.stop() }
        let environment = ["AICHATS_API_BASE": server.baseURL.absoluteString, "AICHATS_MODEL": "m", "AICHATS_API_KEY": "sk-e2e"]
        do {
            let first = try TmuxSession(dataFolder: data, environment: environment)
            try await first.startAsGuest()
            try first.send("Enter")
            #expect(try await first.waitFor("Message "), "Enter opens the first featured avatar's chat")
            try first.send("-l", message)
            try first.send("Enter")
            #expect(try await first.waitFor(Self.replySoFar, seconds: 30))
            #expect(try first.screen().contains("is typing"))
            // A reply being written is saved at least every half second.
            try await Task.sleep(for: .milliseconds(1_200))
            let pid = try #require(try first.appPID())
            #expect(kill(pid, SIGKILL) == 0)
            #expect(try await first.waitFor("EXIT=137"))
        }
        let second = try TmuxSession(dataFolder: data, environment: environment)
        #expect(try await second.waitFor("Latest news"), "a guest is not greeted by Welcome again")
        try second.send("Enter")
        #expect(try await second.waitFor(message), "the message survived")
        let screen = try second.screen()
        #expect(screen.contains(Self.replySoFar), "the reply kept its text: \(screen)")
        #expect(!screen.contains("is typing"))
        try second.send("Escape")
        #expect(try await second.waitUntilGone(message))
        try await second.quit()
    }
}
