import Foundation
import TestHTTPServer
import TestSupport
import Testing

/// The binary, with a config file that points at the test server: Ctrl-O lists the server's
/// models, the one picked answers and is named in the header, and the chat keeps it after a
/// restart.
@Suite("Picking a model in a real terminal", .serialized)
struct ModelPickerEndToEndTests {
    @Test func aModelPickedWithCtrlOIsAskedForAndKeptAfterARestart() async throws {
        let server = try OpenAITestServer.compatible(
            models: ["small-model", "big-model", "通义千问"], reply: "An answer from the picked model")
        defer { server.stop() }
        let config = try ConfigEndToEndTests.ConfigFolder("""
            default_backend = "home"
            [backends.home]
            base_url = "\(server.baseURL.absoluteString)"
            model = "small-model"
            """)
        let data = try TemporaryFolder()
        let session = try TmuxSession(width: 100, dataFolder: data.url, environment: config.environment)
        try await session.startAsGuest()
        try session.send("Enter")
        #expect(try await session.waitFor("home / small-model"), "the header names the configured model")
        try session.send("C-o")
        #expect(try await session.waitFor("Models of home"))
        let listed = try await session.waitFor("通义千问"), pickerScreen = try session.screen()
        #expect(listed, "the server's models are listed: \(pickerScreen)")
        try session.send("-l", "big")
        // The first Enter picks the selected match, as in fzf.
        try session.send("Enter")
        let picked = try await session.waitFor("home / big-model"), chatScreen = try session.screen()
        #expect(picked, "\(chatScreen)")
        try session.send("-l", "Which model are you?")
        try session.send("Enter")
        #expect(try await session.waitFor("An answer from the picked model"))
        try session.send("Escape")
        #expect(try await session.waitFor("Latest news"))
        try await session.quit()

        let chat = try #require(server.requests.last { $0.method == "POST" })
        #expect(chat.json["model"] as? String == "big-model")
        let roles = (chat.json["messages"] as? [[String: Any]] ?? []).compactMap { $0["role"] as? String }
        #expect(roles == ["system", "user"], "the system prompt, then the user's message")

        let again = try TmuxSession(width: 100, dataFolder: data.url, environment: config.environment)
        #expect(try await again.waitFor("Latest news"))
        try again.send("Enter")
        let kept = try await again.waitFor("home / big-model"), reopened = try again.screen()
        #expect(kept, "the chat keeps its model: \(reopened)")
        try again.send("Escape")
        #expect(try await again.waitFor("Latest news"))
        try await again.quit()
    }
}
