import DataAccess
import Domain
import Foundation
import TestHTTPServer
import Testing

/// A backend's `key_header`: Azure's deployments and API Management gateways read the key from
/// `api-key`, not from `Authorization: Bearer`. The chat, the model list and the chat endpoint's
/// probe all send it there, and nowhere else.
@Suite struct ServerKeyHeaderTests {
    /// A gateway that answers 401 unless the key is in `api-key`, as API Management does.
    static func gateway(models: [String]?) throws -> OpenAITestServer {
        try OpenAITestServer { request in
            guard request.headers["api-key"] == "sk-azure", request.headers["authorization"] == nil else {
                return [.send(SSE.status(401, "Unauthorized", body: #"{"statusCode":401,"message":"Access denied due to missing subscription key."}"#))]
            }
            if request.method == "GET" { return [.send(models.map(ModelsResponse.list) ?? ModelsResponse.notFound)] }
            return [.send(SSE.head), .send(SSE.chunk("through the gateway")), .send(SSE.done)]
        }
    }

    static func server(_ base: URL, keyHeader: String?) -> BackendServer {
        BackendServer(
            backend: ChatBackend(name: "azure", displayURL: base.absoluteString, model: "gpt-4o", keySource: "api_key_env AZURE_KEY"),
            baseURL: base, keyHeader: keyHeader, key: { "sk-azure" })
    }

    @Test func theChatAndTheModelListSendTheKeyInTheNamedHeader() async throws {
        let server = try Self.gateway(models: ["gpt-4o"])
        defer { server.stop() }
        let catalog = ServerModelCatalog(servers: [Self.server(server.baseURL, keyHeader: "api-key")], defaultName: "azure")
        #expect(try await catalog.models(of: "azure").ids == ["gpt-4o"])
        let responder = BackendResponder(catalog: catalog, offline: OfflinePersonaResponder(seed: 1, delay: .zero))
        let request = ReplyRequest(avatar: BackendResponderTests.avatar, history: BackendResponderTests.history)
        #expect(try await BackendResponderTests.text(responder, request) == "through the gateway")
        #expect(server.requests.count == 2)
        #expect(server.requests.allSatisfy { $0.headers["api-key"] == "sk-azure" && $0.headers["authorization"] == nil })
    }

    /// A key the gateway refuses in its header: the failure names the header it went in.
    @Test func aRefusedKeySaysWhichHeaderItWentIn() async throws {
        let server = try Self.gateway(models: nil)
        defer { server.stop() }
        let wrong = BackendServer(backend: Self.server(server.baseURL, keyHeader: nil).backend, baseURL: server.baseURL,
                                  keyHeader: "api-key", key: { "sk-wrong" })
        let catalog = ServerModelCatalog(servers: [wrong], defaultName: "azure")
        let responder = BackendResponder(catalog: catalog, offline: OfflinePersonaResponder(seed: 1, delay: .zero))
        let request = ReplyRequest(avatar: BackendResponderTests.avatar, history: BackendResponderTests.history)
        await #expect {
            _ = try await BackendResponderTests.text(responder, request)
        } throws: { error in
            "\(error)" == "server answered 401: Access denied due to missing subscription key. — the API key comes from "
                + "api_key_env AZURE_KEY and goes in its api-key header (key_header); check it"
        }
    }

    /// Without `key_header` the same gateway refuses the bearer token: what the setting is for.
    @Test func withoutTheSettingTheKeyGoesAsABearerToken() async throws {
        let server = try Self.gateway(models: ["gpt-4o"])
        defer { server.stop() }
        #expect(await ModelLister().list(baseURL: server.baseURL, apiKey: "sk-azure") == .keyRejected(status: 401))
        #expect(server.requests.first?.headers["authorization"] == "Bearer sk-azure")
        #expect(server.requests.first?.headers["api-key"] == nil)
    }

    /// A gateway without `/models` is asked at the chat endpoint, with the key in its header too.
    @Test func theChatEndpointProbeSendsTheKeyInTheNamedHeader() async throws {
        let server = try Self.gateway(models: nil)
        defer { server.stop() }
        #expect(await ModelLister().list(baseURL: server.baseURL, apiKey: "sk-azure", keyHeader: "api-key") == .noModelsEndpoint)
        #expect(server.requests.map(\.path) == ["/v1/models", "/v1/chat/completions"])
        #expect(server.requests.allSatisfy { $0.headers["api-key"] == "sk-azure" })
    }
}
