import AppComposition
import AppTestSupport
import DataAccess
import Domain
import DomainDoubles
import Foundation
import Presentation
import TerminalUI
import Testing

/// What the model is sent is what the screen shows (tester t14's findings 1, 2 and 4): a
/// message whose reply failed, or was stopped before any text, is not sent again with the next
/// one, and its reply says so (Ctrl-R on it, while it is the last, still asks again); a message
/// left out below the rule is marked.
@MainActor
@Suite("Chat: what the model is sent is what the screen shows")
struct ChatSentHistoryFlowTests {
    static let budget = 6_000

    /// Mochi's chat on a backend that sends history (the offline persona is sent none).
    func chat(_ history: [(ChatRole, String)] = []) async throws -> (AppDriver, ScriptedResponder) {
        var deps = AppDependencies.mock
        let responder = ScriptedResponder()
        deps.responder = responder
        let store = InMemoryChatStore(clock: FixtureCatalog.clock)
        let chat = await store.chat(for: "fx-cat-mochi")
        let start = FixtureCatalog.clock.now().addingTimeInterval(-3_600)
        for (index, (role, text)) in history.enumerated() {
            _ = try await store.append(ChatMessage(role: role, text: text, sentAt: start.addingTimeInterval(Double(index) * 60)),
                                       to: chat.id)
        }
        deps.chatStore = store
        deps.modelCatalog = FakeModelCatalog(backends: [
            ChatBackend(name: "local", displayURL: "http://127.0.0.1:11434/v1", model: "qwen2.5:7b", contextChars: Self.budget),
        ])
        let app = await AppDriver(deps: deps, path: [.explore, .chat(avatarID: "fx-cat-mochi")], size: Size(width: 120, height: 30))
        return (app, responder)
    }

    /// The turns of the `index`th request as the server gets them, without the system prompt.
    func sent(_ responder: ScriptedResponder, _ index: Int) -> [String] {
        let requests = responder.receivedRequests
        guard requests.indices.contains(index) else { return ["no request \(index)"] }
        return ConversationShape.messages(for: requests[index], budget: Self.budget).dropFirst().map(\.content)
    }

    func send(_ text: String, _ app: AppDriver, _ responder: ScriptedResponder, request: Int) async {
        await app.type(text)
        await app.press(.enter)
        // Waits by the clock, up to 20 s: a loaded machine can take seconds to ask.
        #expect(await responder.stream(request) != nil)
    }

    /// Esc before any text is "never mind": the next question is answered, not the abandoned one.
    @Test func aQuestionStoppedBeforeAnyTextIsNotSentWithTheNextOne() async throws {
        let (app, responder) = try await chat()
        await send("hang what is the highest waterfall", app, responder, request: 0)
        await app.press(.escape)
        #expect(await app.waitUntil {
            $0.contains("[stopped] before any text · not sent with later messages · Ctrl-R retries it")
        }, "\(app.text)")
        await send("actually, what is the deepest lake", app, responder, request: 1)
        #expect(sent(responder, 1) == ["actually, what is the deepest lake"])
        responder.feed("Baikal.")
        responder.finish()
        #expect(await app.waitUntil { $0.contains("Baikal.") })
        let stopped = try #require(app.screen.textLines().first { $0.contains("[stopped] before any text") })
        #expect(stopped.contains("not sent with later messages") && !stopped.contains("Ctrl-R"), "no retry offered above: \(stopped)")
        let words = app.text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains("to ask again, copy your message (Alt-↑ to it, Alt-y) and send it"),
                "what to do instead is said: \(app.text)")
        // Ctrl-R on that reply, selected, says so too, rather than write the last reply again.
        await app.press(.altUp, .altUp, .altUp)
        await app.press(.ctrl("r"))
        #expect(app.router.notice?.text.hasPrefix("Only the last reply can be written again") == true,
                "\(String(describing: app.router.notice))")
        #expect(app.router.notice?.text.contains("to ask this again, copy your message (Alt-↑ to it, Alt-y) and send it") == true,
                "in the transcript's words: \(String(describing: app.router.notice))")
        #expect(responder.requests == 2, "nothing asked")
    }

    /// A message a server refuses (a content filter's 400) made every later one fail with it;
    /// Ctrl-R still asks again for it while its reply is the last.
    @Test func aRefusedMessageDoesNotMakeTheNextOnesFail() async throws {
        let (app, responder) = try await chat()
        await send("tell me the forbidden thing", app, responder, request: 0)
        let refusal = DomainError.invalidInput("server answered 400: Your request was rejected as a result of our safety system.")
        await responder.stream(0)?.finish(throwing: refusal)
        #expect(await app.waitUntil { $0.contains("not sent with later messages · Ctrl-R retries it") }, "\(app.text)")
        await app.press(.ctrl("r"))
        #expect(await responder.stream(1) != nil)
        #expect(sent(responder, 1) == ["tell me the forbidden thing"], "Ctrl-R asks again for it")
        await responder.stream(1)?.finish(throwing: refusal)
        #expect(await app.waitUntil { $0.contains("Ctrl-R retries it") })
        await send("ok never mind, what is 2+2?", app, responder, request: 2)
        #expect(sent(responder, 2) == ["ok never mind, what is 2+2?"])
    }

    /// Alt-d on a message of yours asks about its reply too; `m` deletes the message alone, and
    /// the reply left without it, which the model no longer gets, is marked so.
    @Test func aReplyLeftWithoutItsMessageIsMarkedNotSent() async throws {
        let (app, _) = try await chat([(.user, "long again"), (.assistant, "Long reply #319"),
                                       (.user, "summarize"), (.assistant, "Reply #320")])
        await app.press(.altUp)
        await app.press(.altUp)
        await app.press(.alt("d"))
        #expect(app.text.contains("Delete your message “summarize” and its reply?"), "\(app.text)")
        await app.type("m")
        #expect(await app.waitUntil { $0.contains("[not sent to the model: it gets the reply below instead]") }, "\(app.text)")
        #expect(!app.text.contains("summarize"))
    }

    /// One old exchange too long to fit is skipped, not the end of the history: it is marked,
    /// and the turns around it are sent.
    @Test func anOutsizedOldExchangeIsMarkedAndSkipped() async throws {
        let long = "LONG " + String(repeating: "lorem ipsum ", count: 400)
        let (app, responder) = try await chat([
            (.user, "first topic: boats"), (.assistant, "Boats."), (.user, "paste this"), (.assistant, long),
            (.user, String(repeating: "m", count: 1_500)), (.assistant, "Medium."),
        ])
        await send("which topics did we cover", app, responder, request: 0)
        #expect(sent(responder, 0).first == "first topic: boats")
        #expect(!sent(responder, 0).contains(long))
        await app.press(.ctrlHome)
        #expect(app.text.contains("[not sent to the model: too long for context_chars beside the newer messages]"), "\(app.text)")
    }
}
