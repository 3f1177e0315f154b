import AppComposition
import ConfigFile
import Foundation
import TestSupport
import Testing

/// `AICHATS_API_BASE` moves the answering backend: the file's key goes along only to the same
/// server (scheme, host and port); elsewhere only `AICHATS_API_KEY` is sent, and every command
/// says so.
@Suite struct KeyDestinationTests {
    static let cloud = """
        [backends.openai]
        base_url = "https://api.openai.com/v1"
        model = "gpt-4o-mini"
        api_key = "sk-sp-SECRET-abcdef1234567890"
        """
    static let reason = "AICHATS_API_BASE points to another server than base_url; set AICHATS_API_KEY to send one"

    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
        try folder.writeConfig(Self.cloud, mode: 0o600)
    }

    func environment(_ more: [String: String]) -> [String: String] { folder.homeEnvironment(more) }

    @Test(arguments: ["http://127.0.0.1:19504/v1", "http://api.openai.com/v1", "https://api.openai.com:8443/v1", "https://proxy.example/v1"])
    func anotherServerGetsNoKeyFromTheFile(_ base: String) throws {
        let variables = environment(["AICHATS_API_BASE": base])
        let settings = try ChatSettings.load(environment: variables)
        let active = try #require(settings.active)
        #expect(active.baseURL.absoluteString == base)
        #expect(active.key == APIKeySource.none)
        #expect(try settings.keys.key(for: active) == nil)
        #expect(settings.keyWithheld == "openai")
        #expect(settings.keyWithheldNotice == "The key of backend openai is not sent: \(Self.reason)")
        #expect(settings.servers.map(\.keyWithheld) == [true], "the model picker knows it too")
        let check = try ConfigCheck.run(environment: variables)
        #expect(check.contains("backend openai (answers): gpt-4o-mini at \(base), key: none: \(Self.reason)\n"))
        let shown = try ConfigShow.text(settings, environment: variables)
        #expect(shown.contains("model = \"gpt-4o-mini\"\n# key: none: \(Self.reason)\n"))
        #expect(!shown.contains("api_key = "))
    }

    /// Only the path changed: the same server, and the same key.
    @Test(arguments: ["https://api.openai.com/v2", "HTTPS://API.openai.com:443/v1"])
    func theSameServerKeepsTheKey(_ base: String) throws {
        let settings = try ChatSettings.load(environment: environment(["AICHATS_API_BASE": base]))
        let active = try #require(settings.active)
        #expect(try settings.keys.key(for: active) == "sk-sp-SECRET-abcdef1234567890")
        #expect(settings.keyWithheld == nil)
        #expect(settings.servers.map(\.keyWithheld) == [false])
        #expect(settings.keyWithheldNotice == nil)
    }

    @Test func aKeyFromTheEnvironmentGoesWhereTheEnvironmentSays() throws {
        let settings = try ChatSettings.load(environment: environment([
            "AICHATS_API_BASE": "http://127.0.0.1:19504/v1", "AICHATS_API_KEY": "sk-local",
        ]))
        let active = try #require(settings.active)
        #expect(try settings.keys.key(for: active) == "sk-local")
        #expect(settings.keyWithheld == nil)
    }

    @Test func backendsSaysNoKeyWasSent() async throws {
        let settings = try ChatSettings.read(environment: environment(["AICHATS_API_BASE": "http://127.0.0.1:19504/v1"]))
        let sent = await BackendsCheck { _, key, _ in key == nil ? .models(["gpt-4o-mini"]) : .keyRejected(status: 401) }
            .run(settings)
        #expect(sent.lines == ["ok    openai (default): http://127.0.0.1:19504/v1, model gpt-4o-mini: reachable, "
            + "no key sent (\(Self.reason)), model listed"])
        let refused = await BackendsCheck { _, _, _ in .keyRejected(status: 401) }.run(settings)
        #expect(refused.lines == ["FAIL  openai (default): http://127.0.0.1:19504/v1, model gpt-4o-mini: reachable, "
            + "but the key was refused (401); no key sent: \(Self.reason)"])
    }

    /// A key over plain http to another machine can be read on the way: a warning, not a refusal
    /// (a server on the local network may be what the user wants).
    @Test func checkWarnsOfAKeySentUnencrypted() throws {
        try folder.writeConfig("""
            default_backend = "local"
            [backends.lan]
            base_url = "http://api.openai.com/v1"
            model = "m"
            api_key = "sk-x-0123456789"
            [backends.local]
            base_url = "http://127.0.0.1:8080/v1"
            model = "m"
            api_key = "sk-y-0123456789"
            [backends.open]
            base_url = "http://192.168.1.5:8080/v1"
            model = "m"
            """, mode: 0o600)
        let summary = try ConfigCheck.run(environment: environment([:]))
        #expect(summary.contains("\nwarning: backend lan sends its key over plain http to api.openai.com, not this machine: "
            + "the key would travel unencrypted; use https\n"))
        #expect(!summary.contains("warning: backend local") && !summary.contains("warning: backend open"))
    }
}
