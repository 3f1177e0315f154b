import AppComposition
import Foundation
import TerminalUI
import TestSupport
import Testing

/// `aichats render` reads the config file, so the Chat header names the backend and model that
/// would answer, without reading any key or sending anything.
@Suite("The settings aichats render reads")
struct RenderSettingsTests {
    let folder: TemporaryFolder

    init() throws { folder = try TemporaryFolder() }

    /// The environment of a config file whose key command leaves `key-read` behind when it runs.
    func configured() throws -> [String: String] {
        try folder.writeConfig("""
            default_backend = "local"
            [backends.local]
            base_url = "http://127.0.0.1:9/v1"
            model = "qwen2.5:7b"
            api_key_command = "touch \(shellQuoted(folder.path("key-read"))); echo secret"
            """, mode: 0o600)
        return folder.homeEnvironment()
    }

    func renderedChat(_ environment: [String: String]) async throws -> [String] {
        let deps = AppDependencies.live(environment: environment)
        let spec = try #require(ScreenSpec("chat:av-cat-01"))
        return await spec.text(size: Size(width: 100, height: 30), deps: deps)
    }

    @Test func theChatHeaderNamesTheConfiguredBackendAndModelWithoutReadingTheKey() async throws {
        let lines = try await renderedChat(try configured())
        #expect(lines.contains { $0.contains("local / qwen2.5:7b") }, "\(lines.prefix(4))")
        #expect(!lines.contains { $0.contains("offline persona") })
        #expect(!folder.exists("key-read"), "no api_key_command ran")
    }

    @Test func withoutAConfigFileTheHeaderNamesTheOfflinePersona() async throws {
        let lines = try await renderedChat(folder.homeEnvironment())
        #expect(lines.contains { $0.contains("offline persona") }, "\(lines.prefix(4))")
    }
}
