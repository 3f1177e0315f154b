import AppComposition
import DataAccess
import Foundation
import TestSupport
import Testing

/// `aichats backends` takes the ids servers list for a model it was configured by another name
/// of (the README's `model = "llama3.2"` against Ollama's `llama3.2:latest`), and hands the
/// key's header to the server it asks.
extension BackendsCheckTests {
    static let ollamaAndGemini = """
        default_backend = "ollama"
        [backends.ollama]
        base_url = "http://127.0.0.1:11434/v1"
        model = "llama3.2"
        [backends.gemini]
        base_url = "http://127.0.0.1:2/v1beta/openai/"
        model = "gemini-2.0-flash"
        """

    @Test func aModelListedWithOllamasTagOrGeminisPrefixIsListed() async throws {
        let check = BackendsCheck { url, _, _ in
            url.port == 11434 ? .models(["qwen3:8b", "llama3.2:latest"])
                : .models(["models/gemini-2.0-flash", "models/text-embedding-004"])
        }
        let (lines, passed) = await check.run(try settings(Self.ollamaAndGemini))
        #expect(passed)
        #expect(lines == [
            "ok    gemini: http://127.0.0.1:2/v1beta/openai/, model gemini-2.0-flash: reachable, no key asked, model listed as "
                + "models/gemini-2.0-flash",
            "ok    ollama (default): http://127.0.0.1:11434/v1, model llama3.2: reachable, no key asked, model listed as llama3.2:latest",
        ])
    }

    /// Another tag is another model: `llama3.2:1b` is not `llama3.2`.
    @Test func anotherTagIsNotTheConfiguredModel() async throws {
        let check = BackendsCheck { _, _, _ in .models(["llama3.2:1b"]) }
        let (lines, passed) = await check.run(try settings(Self.ollamaAndGemini))
        #expect(!passed)
        #expect(lines.last == "FAIL  ollama (default): http://127.0.0.1:11434/v1, model llama3.2: reachable, no key asked, "
            + "but the server has no model llama3.2 (it has 1: llama3.2:1b)")
    }

    @Test func theKeyGoesInTheBackendsKeyHeader() async throws {
        let check = BackendsCheck { _, key, header in
            key == "sk-azure" && header == "api-key" ? .models(["gpt-4o"]) : .keyRejected(status: 401)
        }
        let config = """
            [backends.azure]
            base_url = "https://gateway.example/openai/v1"
            model = "gpt-4o"
            api_key_env = "AZURE_KEY"
            key_header = "api-key"
            """
        let (lines, passed) = await check.run(try settings(config, ["AZURE_KEY": "sk-azure"]))
        #expect(passed, "\(lines)")
    }

    /// A password in base_url goes with every request as a key does (curl sends it as basic
    /// auth): the line says it was accepted, or that it is the one to check.
    @Test func aPasswordInTheAddressIsAcceptedOrRefusedAsAKey() async throws {
        let config = """
            [backends.nginx]
            base_url = "https://alice:s3cret@llm.example/v1"
            model = "m"
            """
        let accepted = await BackendsCheck { _, _, _ in .models(["m"]) }.run(try settings(config, mode: 0o600))
        #expect(accepted.lines == ["ok    nginx (default): https://***@llm.example/v1, model m: reachable, password accepted, model listed"])
        let refused = await BackendsCheck { _, _, _ in .keyRejected(status: 401) }.run(try settings(config, mode: 0o600))
        #expect(refused.lines == ["FAIL  nginx (default): https://***@llm.example/v1, model m: reachable, but the key was "
            + "refused (401); check the user name and password in base_url"])
        #expect(!(accepted.lines + refused.lines).joined().contains("s3cret"))
    }
}
