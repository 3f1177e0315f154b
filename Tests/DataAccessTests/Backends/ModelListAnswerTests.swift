@testable import DataAccess
import Domain
import Foundation
import TestHTTPServer
import Testing

/// What a server's `/models` answered besides a list, told as the chat tells it: its words in
/// an error, and a list that wants a key while chat does not.
@Suite struct ModelListAnswerTests {
    static func answering(_ status: Int, _ contentType: String, _ body: String) throws -> OpenAITestServer {
        try OpenAITestServer { _ in
            [.send(ServerShape.answer(status, "Error", contentType: contentType, body: body))]
        }
    }

    /// llama.cpp's server while it reads a model file; nginx while the server behind it is down.
    @Test func anErrorKeepsTheServersWords() async throws {
        let loading = try Self.answering(
            503, "application/json", #"{"error":{"code":503,"message":"Loading model","type":"unavailable_error"}}"#)
        defer { loading.stop() }
        let listing = await ModelLister().list(baseURL: loading.baseURL, apiKey: nil)
        #expect(listing == .status(ServerAnswer(status: 503, message: "Loading model")))
        let catalog = ServerModelCatalog(servers: [ServerModelCatalogTests.server("q", loading.baseURL)], defaultName: "q")
        await #expect {
            try await catalog.models(of: "q")
        } throws: { error in
            "\(error)" == "the server is loading the model (503); try again in a moment"
        }
        let proxy = try Self.answering(
            502, "text/html", "<html><head><title>502 Bad Gateway</title></head><body><center>nginx</center></body></html>")
        defer { proxy.stop() }
        let page = await ModelLister().list(baseURL: proxy.baseURL, apiKey: nil)
        #expect(page == .status(ServerAnswer(status: 502, message: "502 Bad Gateway", isWebPage: true)))
        if case .status(let answer) = page { #expect(answer.told(of: "GET /models") == "GET /models answered 502 Bad Gateway (a web page from a proxy)") }
    }

    /// A gateway whose `/models` wants a key while its chat does not.
    static func listWantsKey(chatWantsOne: Bool) throws -> OpenAITestServer {
        try OpenAITestServer { request in
            let unauthorized = SSE.status(401, "Unauthorized", body: #"{"error":{"message":"Missing API key"}}"#)
            if request.path.hasSuffix("/models") || chatWantsOne { return [.send(unauthorized)] }
            return [.send(SSE.status(200, "OK", body: #"{"choices":[{"index":0,"message":{"role":"assistant","content":"Hi"}}]}"#))]
        }
    }

    @Test func aListThatWantsAKeyOffersTheConfiguredModelWhenNoneIsConfigured() async throws {
        let server = try Self.listWantsKey(chatWantsOne: false)
        defer { server.stop() }
        let catalog = ServerModelCatalog(
            servers: [ServerModelCatalogTests.server("q", server.baseURL, model: "m1")], defaultName: "q")
        #expect(try await catalog.models(of: "q") == ModelList(ids: ["m1"], unlisted: .listWantsKey(status: 401)))
        let keyed = ServerModelCatalog(
            servers: [ServerModelCatalogTests.server("q", server.baseURL, model: "m1", key: "sk-wrong")], defaultName: "q")
        await #expect(throws: ModelCatalogError.self, "a key that is refused is still an error") {
            try await keyed.models(of: "q")
        }
    }

    /// A key held back (`AICHATS_API_BASE` points elsewhere) is why the list was refused: the
    /// picker says so in the words of `aichats backends`, rather than offer the model or say that
    /// no key is configured.
    @Test func aListRefusedForAWithheldKeyIsAnError() async throws {
        let server = try Self.listWantsKey(chatWantsOne: true)
        defer { server.stop() }
        let configured = ServerModelCatalogTests.server("q", server.baseURL, model: "m1")
        let withheld = BackendServer(
            backend: configured.backend, baseURL: configured.baseURL, keyWithheld: true, key: { nil })
        let catalog = ServerModelCatalog(servers: [withheld], defaultName: "q")
        await #expect(throws: ModelCatalogError.keyWithheld(configured.backend, status: 401)) {
            try await catalog.models(of: "q")
        }
        #expect(ModelCatalogError.keyWithheld(configured.backend, status: 401).description == "q refused the request (401); "
            + "no key sent: AICHATS_API_BASE points to another server than base_url; set AICHATS_API_KEY to send one")
    }

    @Test(arguments: [false, true])
    func aOneTokenChatWithoutAKeyTellsWhetherChatWantsOne(chatWantsOne: Bool) async throws {
        let server = try Self.listWantsKey(chatWantsOne: chatWantsOne)
        defer { server.stop() }
        #expect(await ModelLister().chatsWithoutKey(baseURL: server.baseURL, model: "m1") == !chatWantsOne)
        let chat = try #require(server.requests.last)
        #expect(chat.method == "POST" && chat.path == "/v1/chat/completions" && chat.headers["authorization"] == nil)
        #expect(chat.json["model"] as? String == "m1" && chat.json["max_tokens"] as? Int == 1 && chat.json["stream"] as? Bool == false)
    }
}
