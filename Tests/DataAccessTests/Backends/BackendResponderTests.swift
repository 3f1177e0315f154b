import DataAccess
import Domain
import Foundation
import TestHTTPServer
import Testing

/// Each request goes to the backend it names, with that backend's model, temperature and
/// max_tokens in the body.
@Suite struct BackendResponderTests {
    static let avatar = Avatar(
        id: "a1", name: "Biscuit", character: .dog, action: "digging for treasure", location: "in the garden",
        author: "aichats", createdAt: Date(timeIntervalSince1970: 0), popularity: 1)

    static func backend(
        _ name: String, _ base: URL, temperature: Double? = nil, maxTokens: Int? = nil,
        firstByteSeconds: Int = ChatBackend.defaultFirstByteSeconds
    ) -> BackendServer {
        BackendServer(
            backend: ChatBackend(
                name: name, displayURL: base.absoluteString, model: "\(name)-model", temperature: temperature,
                maxTokens: maxTokens, firstByteSeconds: firstByteSeconds),
            baseURL: base, key: { "sk-\(name)" })
    }

    static func text(_ responder: BackendResponder, _ request: ReplyRequest) async throws -> String {
        var text = ""
        for try await event in responder.reply(to: request) {
            if case .text(let piece) = event { text += piece }
        }
        return text
    }

    static var history: [ChatMessage] {
        [ChatMessage(id: UUID(), role: .user, text: "Hi", sentAt: Date(timeIntervalSince1970: 0))]
    }

    @Test func aRequestGoesToItsBackendWithItsSettings() async throws {
        let first = try OpenAITestServer.compatible(models: nil, reply: "from first")
        let second = try OpenAITestServer.compatible(models: nil, reply: "from second")
        defer { first.stop(); second.stop() }
        let catalog = ServerModelCatalog(
            servers: [Self.backend("first", first.baseURL), Self.backend("second", second.baseURL, temperature: 0.3, maxTokens: 77)],
            defaultName: "first")
        let responder = BackendResponder(catalog: catalog, offline: OfflinePersonaResponder(seed: 1, delay: .zero))
        let history = Self.history
        #expect(try await Self.text(responder, ReplyRequest(avatar: Self.avatar, history: history)) == "from first")
        #expect(try await Self.text(responder, ReplyRequest(
            avatar: Self.avatar, history: history, backendName: "second")) == "from second")
        #expect(try await Self.text(responder, ReplyRequest(
            avatar: Self.avatar, history: history, backendName: "second", model: "picked", maxTokens: 5)) == "from second")
        let defaultBody = try #require(first.requests.first).json
        #expect(defaultBody["model"] as? String == "first-model")
        #expect(defaultBody["temperature"] == nil)
        #expect(defaultBody["max_tokens"] == nil)
        #expect(first.requests.first?.headers["authorization"] == "Bearer sk-first")
        #expect(first.requests.first?.headers["user-agent"] == "aichats/\(AppVersion.string)")
        let named = second.requests.map(\.json)
        #expect(named.count == 2)
        #expect(named[0]["model"] as? String == "second-model")
        #expect(named[0]["temperature"] as? Double == 0.3)
        #expect(named[0]["max_tokens"] as? Int == 77)
        // The request's own model and max_tokens (a chat's pick, an avatar's setting) win.
        #expect(named[1]["model"] as? String == "picked")
        #expect(named[1]["max_tokens"] as? Int == 5)
        #expect(second.requests.allSatisfy { $0.headers["authorization"] == "Bearer sk-second" })
    }

    @Test func theOfflineNameIsThePersona() async throws {
        let catalog = ServerModelCatalog(servers: [], defaultName: nil)
        let responder = BackendResponder(catalog: catalog, offline: OfflinePersonaResponder(seed: 1, delay: .zero))
        let text = try await Self.text(responder, ReplyRequest(avatar: Self.avatar, history: Self.history, backendName: "offline"))
        #expect(!text.isEmpty)
        #expect(!"\(responder)".contains("sk-"))
    }

    @Test func aBackendNoLongerConfiguredOrWithoutAKeyFailsWithItsName() async throws {
        let base = URL(string: "http://127.0.0.1:9/v1")!
        struct NoKey: Error, CustomStringConvertible { var description: String { "backend locked: the variable K (api_key_env) is not set" } }
        let locked = BackendServer(backend: ChatBackend(name: "locked", displayURL: base.absoluteString, model: "m"), baseURL: base) {
            throw NoKey()
        }
        let responder = BackendResponder(
            catalog: ServerModelCatalog(servers: [locked], defaultName: "locked"), offline: OfflinePersonaResponder(seed: 1))
        await #expect {
            try await Self.text(responder, ReplyRequest(avatar: Self.avatar, history: Self.history, backendName: "gone"))
        } throws: { "\($0)" == "the backend \"gone\" is not in the config file any more; pick another" }
        await #expect {
            try await Self.text(responder, ReplyRequest(avatar: Self.avatar, history: Self.history))
        } throws: { "\($0)" == "backend locked: the variable K (api_key_env) is not set" }
    }
}

extension BackendResponderTests {
    @Test func cancellingTheConsumerClosesTheServersConnection() async throws {
        let server = try OpenAITestServer { _ in [.send(SSE.head), .send(SSE.chunk("first")), .keepAliveUntilClientLeaves] }
        defer { server.stop() }
        let responder = BackendResponder(
            catalog: ServerModelCatalog(servers: [Self.backend("slow", server.baseURL)], defaultName: "slow"),
            offline: OfflinePersonaResponder(seed: 1))
        let consumer = Task {
            for try await event in responder.reply(to: ReplyRequest(avatar: Self.avatar, history: Self.history)) {
                if case .text = event { return true }
            }
            return false
        }
        #expect(try await consumer.value, "the first piece arrived")
        var left = false
        for _ in 0..<100 where !left {
            try await Task.sleep(for: .milliseconds(50))
            left = server.clientLeft
        }
        #expect(left, "the request stopped once the consumer went away")
    }

    /// `first_byte_timeout` is the backend's wait for the response's head (a local server sends
    /// it after reading the whole prompt), and the failure names the setting.
    @Test func aBackendWaitsForTheFirstByteAsLongAsItsSettingSays() async throws {
        // As late as the default limit: only the setting ends the wait with its own number.
        let server = try OpenAITestServer { _ in
            [.pause(milliseconds: 60_000), .send(SSE.head + SSE.chunk("late") + SSE.done)]
        }
        defer { server.stop() }
        let responder = BackendResponder(
            catalog: ServerModelCatalog(servers: [Self.backend("cpu", server.baseURL, firstByteSeconds: 1)], defaultName: "cpu"),
            offline: OfflinePersonaResponder(seed: 1))
        await #expect {
            try await Self.text(responder, ReplyRequest(avatar: Self.avatar, history: Self.history))
        } throws: {
            "\($0)" == "the server at \(server.baseURL) did not answer within 1 s (a local server may still be loading "
                + "the model: Ctrl-R asks again; one that reads a long prompt slowly may need a first_byte_timeout over 1 s in config.toml)"
        }
    }
}
