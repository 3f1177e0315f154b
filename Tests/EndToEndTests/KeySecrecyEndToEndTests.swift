import Foundation
import TestHTTPServer
import TestSupport
import Testing

/// A key written in the config file reaches the server in the `Authorization` header and
/// nowhere else: not the helper's command line or environment, the log, an export or the screen.
@Suite("The API key stays secret", .serialized)
struct KeySecrecyEndToEndTests {
    static let key = "sk-config-SECRET-9191"

    @Test func aKeyFromTheConfigFileGoesOnlyInTheHeader() async throws {
        let app = try await AnsweredApp(answer: "Woof from the configured server", keySettings: """
            api_key = "\(Self.key)"
            temperature = 0.4
            """)
        defer { app.server.stop() }
        try app.session.send("C-s")
        try await Task.sleep(for: .milliseconds(500))
        try app.session.send("Escape")
        #expect(try await app.session.waitFor("Latest news"))
        try await app.session.quit()

        let chat = try #require(app.server.requests.first { $0.method == "POST" })
        #expect(chat.headers["authorization"] == "Bearer \(Self.key)")
        #expect(chat.json["temperature"] as? Double == 0.4)
        #expect(chat.headers["user-agent"] == "aichats/0.1.0")
        let argv = try app.spy.text("argv"), environment = try app.spy.text("environment")
        #expect(argv == app.helper.path + "\n", "only the path on the helper's command line: \(argv)")
        #expect(!environment.contains(Self.key))
        let data = app.session.directory.appendingPathComponent("data")
        let log = try String(contentsOf: data.appendingPathComponent("aichats.log"), encoding: .utf8)
        #expect(log.contains("key: api_key in the config file"), "\(log)")
        #expect(!log.contains(Self.key))
        let exports = try FileManager.default.contentsOfDirectory(atPath: data.appendingPathComponent("exports").path)
        #expect(exports.count == 1)
        for name in exports {
            let text = try String(contentsOf: data.appendingPathComponent("exports/\(name)"), encoding: .utf8)
            #expect(text.contains("Woof from the configured server"))
            #expect(!text.contains(Self.key))
        }
        #expect(!(try app.session.screen().contains(Self.key)))
    }
}

extension KeySecrecyEndToEndTests {
    /// A key from a variable (`api_key_env`) leaves the app's environment once read: the network
    /// helper and a browser it starts do not inherit it.
    @Test func aKeyFromAVariableIsNotInheritedByTheProgramsTheAppStarts() async throws {
        let app = try await AnsweredApp(
            answer: "Meow from the configured server", keySettings: #"api_key_env = "HOME_SERVER_KEY""#,
            environment: ["HOME_SERVER_KEY": Self.key])
        defer { app.server.stop() }
        try app.session.send("Escape")
        #expect(try await app.session.waitFor("Latest news"))
        try await app.session.quit()
        #expect(app.server.requests.first { $0.method == "POST" }?.headers["authorization"] == "Bearer \(Self.key)")
        let environment = try app.spy.text("environment")
        #expect(environment.contains("AICHATS_HTTP_HELPER="), "the helper's environment was written down")
        #expect(!environment.contains(Self.key))
        #expect(!environment.contains("HOME_SERVER_KEY"))
    }
}

extension KeySecrecyEndToEndTests {
    /// The app at 120 columns once the first avatar has answered: on a config file that names a
    /// server wanting `key` as backend "home", the key given as `keySettings` say, its network
    /// helper the spy, and `environment` over the config file's. The caller stops the server.
    struct AnsweredApp {
        let server: OpenAITestServer
        let spy: TemporaryFolder
        let helper: URL
        let session: TmuxSession
        private let config: ConfigEndToEndTests.ConfigFolder

        init(answer: String, keySettings: String, environment: [String: String] = [:]) async throws {
            server = try OpenAITestServer.compatible(models: ["m"], key: KeySecrecyEndToEndTests.key, reply: answer)
            do {
                config = try ConfigEndToEndTests.ConfigFolder("""
                    [backends.home]
                    base_url = "\(server.baseURL.absoluteString)"
                    model = "m"
                    \(keySettings)
                    """)
                (spy, helper) = try KeySecrecyEndToEndTests.spyHelper()
                let variables = config.environment.merging(["AICHATS_HTTP_HELPER": helper.path]) { $1 }
                session = try TmuxSession(width: 120, environment: variables.merging(environment) { $1 })
                try await KeySecrecyEndToEndTests.askTheFirstAvatar(in: session, answer: answer)
            } catch {
                server.stop()
                throw error
            }
        }
    }

    /// A helper that writes down its command line (`argv`) and environment (`environment`) in its
    /// folder, then is the real one.
    static func spyHelper() throws -> (folder: TemporaryFolder, helper: URL) {
        let spy = try TemporaryFolder()
        let real = TmuxSession.binary.deletingLastPathComponent().appendingPathComponent("aichats-http")
        let helper = try spy.writeExecutable("""
            #!/bin/sh
            printf '%s\\n' "$0" "$@" >> '\(spy.path("argv"))'
            env >> '\(spy.path("environment"))'
            exec '\(real.path)'
            """, to: "aichats-http")
        return (spy, helper)
    }

    /// From Welcome, as a guest, asks the first featured avatar and waits for `answer`.
    static func askTheFirstAvatar(in session: TmuxSession, answer: String) async throws {
        try await session.startAsGuest()
        try session.send("Enter")
        #expect(try await session.waitFor("Message "))
        try session.send("-l", "Who is there?")
        try session.send("Enter")
        let answered = try await session.waitFor(answer)
        let screen = try session.screen()
        #expect(answered, "\(screen)")
    }
}
