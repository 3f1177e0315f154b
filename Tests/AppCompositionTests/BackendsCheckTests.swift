import AppComposition
import DataAccess
import Foundation
import Synchronization
import TestSupport
import Testing

/// `aichats backends` over a scripted server: a line per backend and the verdict.
@Suite struct BackendsCheckTests {
    func settings(_ config: String?, _ more: [String: String] = [:], mode: Int = 0o644) throws -> ChatSettings {
        let folder = try TemporaryFolder()
        if let config { try folder.writeConfig(config, mode: mode) }
        return try ChatSettings.read(environment: folder.homeEnvironment(more))
    }

    static let twoBackends = """
        default_backend = "a"
        [backends.a]
        base_url = "http://127.0.0.1:1/v1"
        model = "m"
        api_key_env = "A_KEY"
        [backends.b]
        base_url = "http://127.0.0.1:2/v1"
        model = "m"
        """

    @Test func aServerErrorAndAnAnswerThatIsNoListFail() async throws {
        let check = BackendsCheck { url, key, _ in
            url.port == 1 ? (key == "sk-a" ? .status(ServerAnswer(status: 500)) : .keyRejected(status: 401)) : .malformed
        }
        let (lines, passed) = await check.run(try settings(Self.twoBackends, ["A_KEY": "sk-a"]))
        #expect(!passed)
        #expect(lines == [
            "FAIL  a (default): http://127.0.0.1:1/v1, model m: reachable, but GET /models answered 500",
            "FAIL  b: http://127.0.0.1:2/v1, model m: reachable, but /models did not answer with a model list",
        ])
    }

    /// The server's words, as the chat shows them: llama.cpp's server loading its model, a
    /// proxy's error page.
    @Test func aServerErrorKeepsTheServersWords() async throws {
        let check = BackendsCheck { url, _, _ in
            url.port == 1 ? .status(ServerAnswer(status: 503, message: "Loading model"))
                : .status(ServerAnswer(status: 502, message: "502 Bad Gateway", isWebPage: true))
        }
        let (lines, passed) = await check.run(try settings(Self.twoBackends, ["A_KEY": "sk-a"]))
        #expect(!passed)
        #expect(lines == [
            "FAIL  a (default): http://127.0.0.1:1/v1, model m: reachable, but the server is loading the model (503); "
                + "try again in a moment",
            "FAIL  b: http://127.0.0.1:2/v1, model m: reachable, but GET /models answered 502 Bad Gateway (a web page from a proxy)",
        ])
    }

    /// LM Studio with nothing downloaded, a fresh LocalAI.
    @Test func aServerThatListsNoModelsSaysSo() async throws {
        let check = BackendsCheck { _, _, _ in .models([]) }
        let (lines, passed) = await check.run(try settings(Self.twoBackends, ["A_KEY": "sk-a"]))
        #expect(!passed)
        #expect(lines.last == "FAIL  b: http://127.0.0.1:2/v1, model m: reachable, no key asked, but the server lists no models")
    }

    /// A model list that wants a key while chat does not (a LiteLLM proxy, a gateway): a
    /// one-token chat without a key decides, and only for a backend that has no key.
    @Test(arguments: [true, false])
    func aModelListThatWantsAKeyWhileChatDoesNot(chatWorks: Bool) async throws {
        let probed = Mutex<[String]>([])
        let check = BackendsCheck(list: { _, _, _ in .keyRejected(status: 401) }) { url, model in
            probed.withLock { $0.append("\(url.port ?? 0) \(model)") }
            return chatWorks
        }
        let (lines, passed) = await check.run(try settings(Self.twoBackends, ["A_KEY": "sk-a"]))
        #expect(probed.withLock { $0 } == ["2 m"], "only the backend without a key is asked to chat")
        #expect(passed == false, "the backend whose key was refused fails")
        #expect(lines.last == (chatWorks
            ? "warn  b: http://127.0.0.1:2/v1, model m: reachable, chat works without a key; its model list (/models) "
                + "wants one, so the model is not checked"
            : "FAIL  b: http://127.0.0.1:2/v1, model m: reachable, but the key was refused (401); the server wants a key: "
                + "add api_key_env or api_key_command"))
        let alone = try settings("""
            default_backend = "b"
            [backends.b]
            base_url = "http://127.0.0.1:2/v1"
            model = "m"
            """)
        #expect(await check.run(alone).passed == chatWorks, "a warning is no failure")
    }

    /// Reachable is not enough: what answers 404 in plain text at `/models` and at the chat
    /// endpoint is no OpenAI-compatible server, and the line says so instead of "ok".
    @Test func aServerThatIsNotOpenAICompatibleFails() async throws {
        let check = BackendsCheck { url, _, _ in url.port == 1 ? .notOpenAICompatible : .noModelsEndpoint }
        let (lines, passed) = await check.run(try settings(Self.twoBackends, ["A_KEY": "sk-a"]))
        #expect(!passed)
        #expect(lines == [
            "FAIL  a (default): http://127.0.0.1:1/v1, model m: reachable, but not an OpenAI-compatible server at that "
                + "address (no JSON from /models or /chat/completions); check base_url",
            "ok    b: http://127.0.0.1:2/v1, model m: reachable, no key asked; the server has no /models, so the model is not checked",
        ])
    }

    /// A server that took the connection and never answered was reached; and the servers are
    /// asked at once, so that two that hang cost one wait.
    @Test func aServerThatConnectsButNeverAnswersIsNotCalledUnreachable() async throws {
        let asked = Mutex(0)
        let check = BackendsCheck { _, _, _ in
            asked.withLock { $0 += 1 }
            // Asked one after the other, the first would wait here for a second that never comes.
            let deadline = ContinuousClock.now + .seconds(10)
            while asked.withLock({ $0 }) < 2, ContinuousClock.now < deadline { try? await Task.sleep(for: .milliseconds(10)) }
            return asked.withLock { $0 } < 2 ? .malformed : .unanswered(seconds: 10)
        }
        let (lines, passed) = await check.run(try settings(Self.twoBackends, ["A_KEY": "sk-a"]))
        #expect(!passed)
        #expect(lines == [
            "FAIL  a (default): http://127.0.0.1:1/v1, model m: it accepted the connection but did not answer GET /models "
                + "within 10 s (a local server may still be loading its model)",
            "FAIL  b: http://127.0.0.1:2/v1, model m: it accepted the connection but did not answer GET /models "
                + "within 10 s (a local server may still be loading its model)",
        ])
    }

    @Test func everyCheckPassing() async throws {
        let check = BackendsCheck { _, _, _ in .models(["m", "n"]) }
        let (lines, passed) = await check.run(try settings(Self.twoBackends, ["A_KEY": "sk-a", "AICHATS_BACKEND": "offline"]))
        #expect(passed)
        #expect(lines == [
            "ok    a: http://127.0.0.1:1/v1, model m: reachable, key accepted, model listed",
            "ok    b: http://127.0.0.1:2/v1, model m: reachable, no key asked, model listed",
            "      the offline persona answers by default",
        ])
    }

    /// A key with a line break would send its other lines as headers: it is refused, and the
    /// server is not asked with it.
    @Test func aKeyWithALineBreakIsRefusedBeforeTheServerIsAsked() async throws {
        let check = BackendsCheck { url, key, _ in
            if url.port == 1 { Issue.record("the server is not asked with a refused key") }
            return .models(["m"])
        }
        let (lines, passed) = await check.run(try settings(Self.twoBackends, ["A_KEY": "sk-a\r\nX-Injected: 1"]))
        #expect(!passed)
        #expect(lines.first == "FAIL  a (default): http://127.0.0.1:1/v1, model m: no key: the key from api_key_env A_KEY "
            + "holds a control character (a line break), which would break the request's headers; it was not sent. "
            + "Give the key on one line, without control characters")
        #expect(!lines.joined().contains("X-Injected"))
    }

    @Test func noBackendsIsNoFailure() async throws {
        let check = BackendsCheck { _, _, _ in
            Issue.record("no server is asked")
            return .malformed
        }
        let settings = try settings(nil)
        let (lines, passed) = await check.run(settings)
        #expect(passed)
        #expect(lines == ["no backends configured (no \(settings.file.path)); the offline persona answers. "
            + "See docs/config.example.toml."])
    }
}
