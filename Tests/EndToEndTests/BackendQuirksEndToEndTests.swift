import Foundation
import TestHTTPServer
import TestSupport
import Testing

/// Real servers' ways with model lists and keys, against the binary: Ollama's `llama3.2:latest`
/// for the README's `model = "llama3.2"`, Together AI's bare model list, an Azure-style gateway
/// that reads the key from `api-key`, an embedding model listed first, a password in base_url,
/// OpenAI's dated snapshot names.
@Suite("Backends as real servers answer", .serialized)
struct BackendQuirksEndToEndTests {
    typealias ConfigFolder = ConfigEndToEndTests.ConfigFolder

    /// Ollama's `/v1/models`: every id with its tag.
    static func ollama(reply: [String] = ["Hello"], model: String? = nil) throws -> OpenAITestServer {
        try OpenAITestServer { request in
            if request.method == "GET" { return [.send(ModelsResponse.list(["qwen3:8b", "llama3.2:latest"]))] }
            return [.send(SSE.head)] + reply.map { .send(ServerShape.chunk(delta: ["content": $0], model: model)) } + [.send(SSE.done)]
        }
    }

    @Test func backendsPassesTheReadmesOllamaTogethersListAndAKeyInItsOwnHeader() throws {
        let ollama = try Self.ollama()
        let together = try OpenAITestServer { _ in
            [.send(SSE.status(200, "OK", body: #"[{"id":"meta-llama/Llama-3-8b-chat-hf","type":"chat"},{"id":"BAAI/bge-base-en-v1.5","type":"embedding"}]"#))]
        }
        let gateway = try OpenAITestServer { request in
            request.headers["api-key"] == "sk-azure-e2e" && request.headers["authorization"] == nil
                ? [.send(ModelsResponse.list(["gpt-4o"]))]
                : [.send(SSE.status(401, "Unauthorized", body: #"{"statusCode":401,"message":"Access denied due to missing subscription key."}"#))]
        }
        defer { ollama.stop(); together.stop(); gateway.stop() }
        let config = try ConfigFolder("""
            default_backend = "ollama"
            [backends.ollama]
            base_url = "\(ollama.baseURL.absoluteString)"
            model = "llama3.2"
            [backends.together]
            base_url = "\(together.baseURL.absoluteString)"
            model = "meta-llama/Llama-3-8b-chat-hf"
            [backends.azure]
            base_url = "\(gateway.baseURL.absoluteString)"
            model = "gpt-4o"
            api_key_env = "AZURE_KEY"
            key_header = "api-key"
            """)
        let run = try CommandRun(["backends"], environment: config.environment.merging(["AZURE_KEY": "sk-azure-e2e"]) { $1 })
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        #expect(run.output.split(separator: "\n").map(String.init) == [
            "ok    azure: \(gateway.baseURL.absoluteString), model gpt-4o: reachable, key accepted, model listed",
            "ok    ollama (default): \(ollama.baseURL.absoluteString), model llama3.2: reachable, no key asked, "
                + "model listed as llama3.2:latest",
            "ok    together: \(together.baseURL.absoluteString), model meta-llama/Llama-3-8b-chat-hf: reachable, no key asked, "
                + "model listed",
        ])
        #expect(!run.output.contains("sk-azure-e2e"))
    }

    @Test func detectWritesAChatModelNotTheEmbeddingModelListedFirst() throws {
        let server = try OpenAITestServer.compatible(models: ["nomic-embed-text:latest", "llama3.2:latest"])
        defer { server.stop() }
        let run = try CommandRun(["backends", "--detect", "--detect-port", "Ollama=\(server.port)"],
                                 environment: ["XDG_CONFIG_HOME": try TemporaryFolder().url.path])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("""
              base_url = "http://127.0.0.1:\(server.port)/v1"
              model = "llama3.2:latest"  # chosen over nomic-embed-text:latest, which looks like an embedding, rerank or speech model
            """), "\(run.output)")
    }

    /// nginx's basic auth in front of a server: the password is guarded as a key is.
    @Test func aPasswordInBaseURLIsAKeyToConfigCheckAndShow() throws {
        let text = """
            [backends.lan]
            base_url = "http://alice:s3cret-e2e@192.0.2.10:8080/v1"
            model = "m"
            """
        let open = try ConfigFolder(text, mode: 0o644)
        let refused = try CommandRun(["config", "check"], environment: open.environment)
        #expect(refused.status == 2)
        #expect(refused.errors == "aichats: \(open.file): holds a password in base_url but others can read it (mode 644); "
            + "run: chmod 600 \(open.file)\n")
        let closed = try ConfigFolder(text)
        let check = try CommandRun(["config", "check"], environment: closed.environment)
        #expect(check.status == 0, "\(check.errors)")
        #expect(check.output.contains("backend lan (answers): m at http://***@192.0.2.10:8080/v1, key: the password in base_url\n"))
        #expect(check.output.contains("warning: backend lan sends the password in its base_url over plain http to 192.0.2.10"))
        let show = try CommandRun(["config", "show"], environment: closed.environment)
        #expect(show.output.contains("base_url = \"http://***@192.0.2.10:8080/v1\""))
        #expect(!(refused.errors + check.output + show.output).contains("s3cret-e2e"))
    }

    /// The binary in the first avatar's chat, on a config whose one backend `name` asks `server`
    /// for `model`, with the folders it runs on (kept as long as the session).
    struct Chat {
        let config: ConfigFolder
        let data: TemporaryFolder
        let session: TmuxSession
    }

    static func chat(_ name: String, model: String, at server: OpenAITestServer) async throws -> Chat {
        let config = try ConfigFolder("[backends.\(name)]\nbase_url = \"\(server.baseURL.absoluteString)\"\nmodel = \"\(model)\"\n")
        let data = try TemporaryFolder()
        let session = try TmuxSession(width: 100, dataFolder: data.url, environment: config.environment)
        try await session.startAsGuest()
        try session.send("Enter")
        #expect(try await session.waitFor("\(name) / \(model)"))
        return Chat(config: config, data: data, session: session)
    }

    /// The README's Ollama backend: one row for its model in the picker, marked in use, not two.
    @Test func thePickerShowsOllamasTaggedModelOnceAsTheConfiguredOne() async throws {
        let server = try Self.ollama()
        defer { server.stop() }
        let chat = try await Self.chat("ollama", model: "llama3.2", at: server), session = chat.session
        try session.send("C-o")
        let listed = try await session.waitFor("qwen3:8b"), screen = try session.screen()
        #expect(listed, "\(screen)")
        #expect(screen.contains("✓ llama3.2  configured"), "\(screen)")
        #expect(!screen.contains("llama3.2:latest") && !screen.contains("not on the server"), "\(screen)")
        try session.send("Escape")
        try session.send("Escape")
        #expect(try await session.waitFor("Latest news"))
        try await session.quit()
    }

    /// OpenAI names the reply to `gpt-4o-mini` by its snapshot: the reply is not tagged as
    /// another model's.
    @Test func aReplyFromADatedSnapshotIsNotTaggedAsAnotherModels() async throws {
        let server = try Self.ollama(reply: ["From the ", "snapshot."], model: "gpt-4o-mini-2024-07-18")
        defer { server.stop() }
        let chat = try await Self.chat("openai", model: "gpt-4o-mini", at: server), session = chat.session
        try session.send("-l", "hi there")
        try session.send("Enter")
        let answered = try await session.waitFor("From the snapshot."), screen = try session.screen()
        #expect(answered, "\(screen)")
        #expect(!screen.contains("2024-07-18"), "\(screen)")
        try session.send("Escape")
        #expect(try await session.waitFor("Latest news"))
        try await session.quit()
    }
}
