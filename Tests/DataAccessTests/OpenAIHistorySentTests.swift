import Foundation
import Testing
@testable import DataAccess
import TestHTTPServer
@testable import Domain

/// The history as the server receives it: the request body the test server captured.
@Suite("OpenAI-compatible responder: the history sent")
struct OpenAIHistorySentTests {
    static func sent(_ request: ReplyRequest, contextChars: Int) async throws -> [[String: String]] {
        let server = try OpenAITestServer { _ in [.send(SSE.head + SSE.chunk("ok") + SSE.done)] }
        defer { server.stop() }
        let responder = OpenAICompatibleResponder(
            baseURL: server.baseURL, model: "m", contextChars: contextChars, connectTimeout: .seconds(15))
        _ = await OpenAIServerShapeTests.events(responder, request)
        return try #require(server.requests.first).messages
    }

    static func message(_ role: ChatRole, _ text: String, _ state: MessageState = .complete) -> ChatMessage {
        ChatMessage(role: role, text: text, sentAt: .distantPast, state: state)
    }

    @Test("alternating from the user to the user: failed and empty replies out with the message they answered, a leading reply dropped")
    func alternation() async throws {
        let history = [
            Self.message(.assistant, "Welcome!"), Self.message(.user, "hi"), Self.message(.assistant, "", .failed),
            Self.message(.user, "hello?"), Self.message(.assistant, "Mrr", .partial), Self.message(.user, "go on"),
        ]
        let messages = try await Self.sent(
            ReplyRequest(avatar: OpenAIFixtures.mochi, systemPrompt: "Be Mochi.", history: history), contextChars: 10_000)
        #expect(messages.map { $0["role"] ?? "" } == ["system", "user", "assistant", "user"])
        #expect(messages.map { $0["content"] ?? "" } == ["Be Mochi.", "hello?", "Mrr", "go on"])
    }

    @Test("the budget counts characters and keeps the newest turns whole")
    func budget() async throws {
        let history = (0..<10).map { index in
            Self.message(index.isMultiple(of: 2) ? .user : .assistant, String(repeating: "\(index)", count: 100))
        }
        let request = ReplyRequest(avatar: OpenAIFixtures.mochi, systemPrompt: "Be Mochi.", history: history + [Self.message(.user, "last")])
        let messages = try await Self.sent(request, contextChars: 9 + 4 + 2 * 100 + 50)
        #expect(messages.map { $0["role"] ?? "" } == ["system", "user", "assistant", "user"])
        #expect(messages.dropFirst().map { $0["content"]?.first } == ["8", "9", "l"])
        let total: Int = messages.map { $0["content"]?.count ?? 0 }.reduce(0, +)
        #expect(total == 9 + 100 + 100 + 4)
    }

    @Test("the article goes in the system message, marked untrusted and cut to half the budget")
    func article() async throws {
        var request = ReplyRequest(avatar: OpenAIFixtures.mochi, systemPrompt: "Be Mochi.", history: [Self.message(.user, "thoughts?")])
        request.article = ArticleContext(
            title: "Cats nap 16 hours a day", link: URL(string: "https://news.example/cats"),
            text: String(repeating: "Cats sleep. ", count: 500))
        let messages = try await Self.sent(request, contextChars: 2000)
        let system = try #require(messages.first?["content"])
        #expect(system.contains(ConversationShape.articleStart))
        #expect(system.contains("Title: Cats nap 16 hours a day"))
        #expect(system.contains("Link: https://news.example/cats"))
        #expect(system.hasSuffix(ConversationShape.articleEnd))
        #expect(system.count < 2000 / 2 + 600)
        #expect(messages.last?["content"] == "thoughts?")
    }
}
