import DataAccess
import Foundation
import TestSupport
import Testing
@testable import AppComposition

/// `aichats backends --detect` over a scripted server list: what answers, the snippet, and a
/// server the config file already names.
@Suite struct LocalServerDetectionTests {
    static let probes = [
        LocalServerDetection.Probe(name: "Ollama", tableName: "ollama", port: 11434),
        LocalServerDetection.Probe(name: "vLLM", tableName: "vllm", port: 8000),
        LocalServerDetection.Probe(name: "LM Studio", tableName: "lmstudio", port: 1234),
    ]

    func settings(_ config: String?) throws -> ChatSettings {
        let folder = try TemporaryFolder()
        if let config { try folder.writeConfig(config) }
        return try ChatSettings.read(environment: folder.homeEnvironment())
    }

    @Test func whatAnswersGetsASnippetUnlessTheFileNamesIt() async throws {
        let detection = LocalServerDetection(probes: Self.probes) { url, key in
            #expect(key == nil, "no key is sent to a server found by probing")
            return switch url.port {
            case 11434: .models(["llama3.2"])
            case 1234: .keyRejected(status: 401)
            default: .unreachable("connection refused")
            }
        }
        let lines = await detection.run(try settings("""
            [backends.mine]
            base_url = "http://localhost:11434/v1"
            model = "llama3.2"
            """))
        #expect(lines == [
            "detect: Ollama answers at http://127.0.0.1:11434/v1 with 1 model: llama3.2 (configured as mine)",
            "detect: LM Studio answers at http://127.0.0.1:1234/v1",
            "  [backends.lmstudio]", "  base_url = \"http://127.0.0.1:1234/v1\"", "  model = \"MODEL\"",
            "  api_key_env = \"NAME_OF_THE_KEY_VARIABLE\"",
        ])
    }

    @Test func aPortThatTakesTheConnectionButDoesNotAnswerIsNamed() async throws {
        let detection = LocalServerDetection(probes: Self.probes) { url, _ in
            switch url.port {
            case 1234: .unreachable("no answer within 2 s")
            case 8000: .malformed
            default: .unreachable("connection refused")
            }
        }
        #expect(await detection.run(try settings(nil)) == [
            "detect: something answers on 8000 (vLLM's port), but not with a model list",
            "detect: something listens on 1234 (LM Studio's port) but gave no model list: no answer within 2 s",
        ])
    }

    /// Ollama lists the newest pulled first: after `ollama pull nomic-embed-text` that is an
    /// embedding model, which answers no chat. The snippet names the first chat model, and says so.
    @Test func theSnippetNamesAChatModelNotAnEmbeddingModelListedFirst() async throws {
        let detection = LocalServerDetection(probes: Self.probes) { url, _ in
            switch url.port {
            case 11434: .models(["nomic-embed-text:latest", "bge-m3:latest", "llama3.2:latest"])
            case 8000: .models(["BAAI/bge-reranker-v2-m3", "whisper-1", "text-embedding-3-small"])
            default: .unreachable("connection refused")
            }
        }
        let lines = await detection.run(try settings(nil))
        #expect(lines.contains("  model = \"llama3.2:latest\"  # chosen over nomic-embed-text:latest, bge-m3:latest, which look "
            + "like an embedding, rerank or speech model"))
        #expect(lines.contains("  model = \"MODEL\"  # every model listed looks like an embedding, rerank or speech model"))
    }

    @Test(arguments: ["nomic-embed-text", "text-embedding-3-small", "mxbai-embed-large", "snowflake-arctic-embed2", "bge-m3",
                      "all-minilm:latest", "jina-reranker-v2", "whisper-1", "tts-1", "gpt-4o-mini-tts", "Qwen3-Embedding-8B"])
    func anEmbeddingRerankOrSpeechModelIsToldByItsName(_ id: String) {
        #expect(LocalServerDetection.looksNotChat(id))
    }

    @Test(arguments: ["llama3.2:latest", "qwen3:8b", "gpt-4o-mini", "mistral-small", "deepseek-r1:7b", "gemma2:2b", "phi4"])
    func aChatModelIsNotTakenForOne(_ id: String) {
        #expect(!LocalServerDetection.looksNotChat(id))
    }

    @Test func nothingAnsweringIsOneLine() async throws {
        let detection = LocalServerDetection(probes: Self.probes) { _, _ in .unreachable("connection refused") }
        #expect(await detection.run(try settings(nil))
            == ["detect: nothing answers on 127.0.0.1 at 11434 (Ollama), 8000 (vLLM), 1234 (LM Studio)"])
    }
}
