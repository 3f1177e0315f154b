@testable import DataAccess
import Domain
import Foundation
import TestHTTPServer
import Testing

/// The live model catalog against the in-repository server: the list, a server without
/// `/models`, a refused key, a server that is not there.
@Suite struct ServerModelCatalogTests {
    static func server(_ name: String, _ base: URL, model: String = "configured", key: String? = nil) -> BackendServer {
        BackendServer(
            backend: ChatBackend(
                name: name, displayURL: base.absoluteString, model: model, keySource: key == nil ? nil : "api_key_env TEST_KEY"),
            baseURL: base, key: { key })
    }

    @Test func theServersModelsAreListedSortedWithTheKeyAndTheUserAgent() async throws {
        let server = try OpenAITestServer.compatible(models: ["zeta", "alpha", "mid"], key: "sk-models")
        defer { server.stop() }
        let catalog = ServerModelCatalog(servers: [Self.server("local", server.baseURL, key: "sk-models")], defaultName: "local")
        #expect(try await catalog.models(of: "local").ids == ["alpha", "mid", "zeta"])
        let request = try #require(server.requests.first)
        #expect(request.method == "GET")
        #expect(request.path == "/v1/models")
        #expect(request.headers["authorization"] == "Bearer sk-models")
        #expect(request.headers["user-agent"] == "aichats/\(AppVersion.string)")
    }

    /// Numbers in ids count as numbers: `v15` before `v105`, `llama3.1:8b` before `llama3.1:70b`.
    @Test func theModelsAreInNaturalOrder() async throws {
        let server = try OpenAITestServer.compatible(models: ["org/x-v105", "org/x-v15", "org/x-v2", "llama3.1:70b", "llama3.1:8b"])
        defer { server.stop() }
        let catalog = ServerModelCatalog(servers: [Self.server("local", server.baseURL)], defaultName: "local")
        #expect(try await catalog.models(of: "local").ids == ["llama3.1:8b", "llama3.1:70b", "org/x-v2", "org/x-v15", "org/x-v105"])
    }

    /// An id with an escape or a bidi control is not offered cleaned (the server would not know
    /// the cleaned name): it is set apart, cleaned, to be named; the others are kept exactly.
    @Test func idsWithControlCharactersAreSetApartNotCleaned() async throws {
        let server = try OpenAITestServer.compatible(models: ["esc\u{1B}[2Jmodel", "\u{202E}evil-model", "模型-中文", "ok-model"])
        defer { server.stop() }
        let catalog = ServerModelCatalog(servers: [Self.server("weird", server.baseURL)], defaultName: nil)
        let list = try await catalog.models(of: "weird")
        #expect(list.ids == ["ok-model", "模型-中文"])
        #expect(list.unusable == ["escmodel", "evil-model"])
    }

    @Test func aServerWithoutModelsOffersTheConfiguredModel() async throws {
        let server = try OpenAITestServer.compatible(models: nil)
        defer { server.stop() }
        let catalog = ServerModelCatalog(servers: [Self.server("llama", server.baseURL, model: "my-gguf")], defaultName: nil)
        #expect(try await catalog.models(of: "llama") == ModelList(ids: ["my-gguf"], unlisted: .noModelsEndpoint))
    }

    /// A server of another kind (a web server, another program's API) answers 404 in plain text
    /// to everything: asked again at the chat endpoint, it is told apart from an OpenAI-compatible
    /// server that merely lacks `/models`, which answers there in JSON.
    @Test func aServerThatAnswers404InPlainTextToEverythingIsNotOpenAICompatible() async throws {
        let plain = "HTTP/1.1 404 Not Found\r\nContent-Type: text/plain\r\nContent-Length: 9\r\nConnection: close\r\n\r\nNot Found"
        let other = try OpenAITestServer { _ in [.send(plain)] }
        defer { other.stop() }
        #expect(await ModelLister().list(baseURL: other.baseURL, apiKey: "sk-x") == .notOpenAICompatible)
        let probe = try #require(other.requests.last)
        #expect(other.requests.map(\.path) == ["/v1/models", "/v1/chat/completions"])
        #expect(probe.method == "POST" && probe.json.isEmpty && probe.headers["authorization"] == "Bearer sk-x")
        let catalog = ServerModelCatalog(servers: [Self.server("web", other.baseURL)], defaultName: "web")
        await #expect {
            try await catalog.models(of: "web")
        } throws: { error in
            "\(error)" == "\(other.baseURL.absoluteString) is not an OpenAI-compatible server (no JSON from /models or "
                + "/chat/completions); check its base_url"
        }
        let jsonRefusal = try OpenAITestServer { request in
            [.send(request.path.hasSuffix("/models") ? plain : SSE.status(400, "Bad Request"))]
        }
        defer { jsonRefusal.stop() }
        #expect(await ModelLister().list(baseURL: jsonRefusal.baseURL, apiKey: nil) == .noModelsEndpoint)
    }

    /// A static web server (`python -m http.server`, GitHub Pages, S3) answers GET with a 404
    /// page and POST with 501 or 405, in HTML: no chat endpoint either. A proxy's 502 page while
    /// the server behind it is down cannot be told apart from a server without `/models`.
    @Test(arguments: [(501, ModelListing.notOpenAICompatible), (405, .notOpenAICompatible), (502, .noModelsEndpoint)])
    func aStaticWebServerIsNotOpenAICompatible(postStatus: Int, listing: ModelListing) async throws {
        let web = try OpenAITestServer { request in
            let status = request.method == "POST" ? postStatus : 404
            return [.send("HTTP/1.1 \(status) Error\r\nContent-Type: text/html\r\nContent-Length: 14\r\nConnection: close\r\n\r\n<h1>Error</h1>")]
        }
        defer { web.stop() }
        #expect(await ModelLister().list(baseURL: web.baseURL, apiKey: nil) == listing)
    }

    /// A model list larger than the most aichats reads is said to be so, not to be no model list.
    @Test func aModelListTooLargeSaysSo() async throws {
        let body = #"{"data":["# + String(repeating: #"{"id":"vendor/model-with-a-long-name-0000000000"},"#, count: 180_000)
            + #"{"id":"last"}]}"#
        let server = try OpenAITestServer { _ in
            [.send("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n"
                + "Connection: close\r\n\r\n" + body)]
        }
        defer { server.stop() }
        #expect(await ModelLister().list(baseURL: server.baseURL, apiKey: nil) == .tooLarge(megabytes: 8))
    }

    /// A server that redirects to itself: said in words, as a chat says it, not as a code.
    @Test func aRedirectLoopIsSaidInWords() async throws {
        let server = try OpenAITestServer { request in
            [.send("HTTP/1.1 307 Again\r\nLocation: \(request.path)\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")]
        }
        defer { server.stop() }
        #expect(await ModelLister().list(baseURL: server.baseURL, apiKey: nil) == .unreachable("it redirects in a loop; check base_url"))
    }

    /// `aichats backends` said "key accepted" when another server, which was not sent the key,
    /// answered after a redirect. It names that server, by its origin alone.
    @Test func aRedirectToAnotherServerIsSaidAndNotFollowed() async throws {
        let other = try OpenAITestServer.compatible(models: ["m"], key: nil)
        defer { other.stop() }
        let server = try OpenAITestServer { _ in
            [.send("HTTP/1.1 307 Moved\r\nLocation: \(other.baseURL.absoluteString)/models\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")]
        }
        defer { server.stop() }
        #expect(await ModelLister().list(baseURL: server.baseURL, apiKey: "sk-x") == .unreachable(
            "it redirects to http://127.0.0.1:\(other.port), another server; the key is not sent there: "
                + "set base_url to that address if you trust it"))
        #expect(other.requests.isEmpty)
    }

    @Test func aRefusedKeySaysWhereTheKeyComesFrom() async throws {
        let server = try OpenAITestServer.compatible(models: ["m"], key: "sk-right")
        defer { server.stop() }
        let catalog = ServerModelCatalog(servers: [Self.server("cloud", server.baseURL, key: "sk-wrong")], defaultName: "cloud")
        await #expect {
            try await catalog.models(of: "cloud")
        } throws: { error in
            "\(error)" == "cloud refused the key (401); check api_key_env TEST_KEY" && !"\(error)".contains("sk-wrong")
        }
    }

    @Test func aServerThatIsNotThereIsUnreachable() async throws {
        let base = URL(string: "http://127.0.0.1:\(try OpenAITestServer.closedPort())/v1")!
        let catalog = ServerModelCatalog(servers: [Self.server("gone", base)], defaultName: "gone")
        await #expect {
            try await catalog.models(of: "gone")
        } throws: { error in
            "\(error)" == "cannot reach \(base.absoluteString): connection refused"
        }
    }

    /// A server that accepts the connection and says nothing was reached: the reason says so,
    /// not that it could not be reached.
    @Test func aServerThatConnectsButNeverAnswersSaysSo() async throws {
        let server = try OpenAITestServer { _ in [.pause(milliseconds: 4_000)] }
        defer { server.stop() }
        #expect(await ModelLister(timeout: .seconds(1)).list(baseURL: server.baseURL, apiKey: nil) == .unanswered(seconds: 1))
        let closed = URL(string: "http://127.0.0.1:\(try OpenAITestServer.closedPort())/v1")!
        #expect(await ModelLister(timeout: .seconds(1)).list(baseURL: closed, apiKey: nil) == .unreachable("connection refused"))
    }

    /// As the chat says it: a TLS handshake answered in plain text.
    @Test func httpsToAPlainPortSaysToTryHTTP() async throws {
        let server = try OpenAITestServer { _ in [.send(SSE.head + SSE.done)] }
        defer { server.stop() }
        let base = URL(string: "https://127.0.0.1:\(server.port)/v1")!
        #expect(await ModelLister().list(baseURL: base, apiKey: nil) == .unreachable("it does not speak https; try http://"))
    }

    @Test func theDefaultComesFirstAndTheOfflinePersonaIsAlwaysThere() throws {
        let base = URL(string: "http://127.0.0.1:9/v1")!
        let catalog = ServerModelCatalog(servers: [Self.server("b", base), Self.server("a", base)], defaultName: "b")
        #expect(catalog.backends().map(\.name) == ["b", "a", "offline"])
        #expect(catalog.defaultBackend().name == "b")
        let offlineFirst = ServerModelCatalog(servers: [Self.server("a", base)], defaultName: nil)
        #expect(offlineFirst.backends().map(\.name) == ["offline", "a"])
    }

    @Test func theOfflinePersonaHasOneModel() async throws {
        let catalog = ServerModelCatalog(servers: [], defaultName: nil)
        #expect(try await catalog.models(of: "offline").ids == ["persona"])
        #expect(try await OfflineModelCatalog().models(of: "offline").ids == ["persona"])
    }
}
