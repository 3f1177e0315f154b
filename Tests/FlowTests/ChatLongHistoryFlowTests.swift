import AppComposition
import AppTestSupport
import DataAccess
import Domain
import DomainDoubles
import Foundation
import Presentation
import TerminalUI
import Testing

/// A chat longer than a few pages, by keys: Ctrl-F answered by the store with the stretch
/// around the match loaded, the way back to the newest messages, and the rule above the input
/// once a reply read scrolled up has ended.
@MainActor
@Suite("Chat: a long history by keys")
struct ChatLongHistoryFlowTests {
    static let count = 2 * ChatInteractor.pageSize + 10

    /// Mochi's chat of `count` messages, "Message 0" to "Message 109"; the fourth one says
    /// "the zebra crossing" too.
    func longChat(
        responder: ScriptedResponder = ScriptedResponder(),
        text: (Int) -> String = { $0 == 3 ? "Message 3, the zebra crossing" : "Message \($0)" }
    ) async throws -> (AppDriver, InMemoryChatStore) {
        var deps = AppDependencies.mock
        let store = InMemoryChatStore(clock: FixtureCatalog.clock)
        let chat = await store.chat(for: "fx-cat-mochi")
        let start = FixtureCatalog.clock.now().addingTimeInterval(-100_000)
        for index in 0..<Self.count {
            let role: ChatRole = index.isMultiple(of: 2) ? .user : .assistant
            _ = try await store.append(ChatMessage(role: role, text: text(index), sentAt: start.addingTimeInterval(Double(index) * 60)),
                                       to: chat.id)
        }
        deps.chatStore = store
        deps.responder = responder
        let app = await AppDriver(deps: deps, path: [.explore, .chat(avatarID: "fx-cat-mochi")], size: Size(width: 80, height: 30))
        return (app, store)
    }

    /// Ctrl-F in a chat of 5,000 messages loaded them page by page first (12 s, keys waiting);
    /// the store answers it, and only the match's surroundings load.
    @Test func ctrlFFindsAMatchPagesAwayWithoutLoadingTheChatAndCtrlEndComesBack() async throws {
        let (app, _) = try await longChat()
        await app.press(.ctrl("f"))
        await app.type("zebra")
        await app.press(.enter)
        #expect(app.text.contains("match 1 of 1"))
        #expect(app.text.contains("the zebra crossing"))
        await app.press(.escape)
        let screen = app.text
        #expect(screen.contains("older messages · PgDn loads newer ones"), "only the stretch around the match is loaded: \(screen)")
        #expect(!screen.contains("Message 109"))
        await app.press(.ctrlEnd)
        #expect(app.text.contains("Message 109"))
        #expect(!app.text.contains("older messages"))
    }

    /// The match's message is shown with its heading (who wrote it, when) above it, after Enter
    /// and after n, as a Chats search hit opens it; it was on the top row, its heading above (t14 #14).
    @Test func ctrlFAndNShowTheMatchWithItsMessagesHeading() async throws {
        let (app, _) = try await longChat { $0 == 41 || $0 == 61 ? "Reply \($0) about the pineapple recipe" : "Message \($0)" }
        await app.press(.ctrl("f"))
        await app.type("pineapple")
        await app.press(.enter)
        for expected in ["Reply 61 about", "Reply 41 about"] {
            let lines = app.screen.textLines()
            let row = try #require(lines.firstIndex { $0.contains(expected) }, "\(app.text)")
            #expect(row > 0 && lines[row - 1].contains("Mochi 🍡 ·"), "the heading shows above the match: \(app.text)")
            await app.press(.char("n"))
        }
    }

    /// Enter sends after the newest messages, even from a stretch far above them.
    @Test func sendingFromAnOlderStretchShowsTheNewestMessagesFirst() async throws {
        let responder = ScriptedResponder()
        let (app, store) = try await longChat(responder: responder)
        await app.press(.ctrlHome)
        #expect(app.text.contains("   Message 0"))
        await app.type("hi")
        await app.press(.enter)
        #expect(await app.waitUntil { _ in responder.requests == 1 })
        let screen = app.text
        #expect(screen.contains("Message 109") && screen.contains("   hi"), "the message follows the newest ones: \(screen)")
        #expect(!screen.contains("   Message 0"))
        #expect(app.router.notice?.text.contains("changed in another aichats") != true, "nothing was changed elsewhere")
        responder.feedAll("Purr.")
        responder.finish()
        #expect(await app.waitUntil { $0.contains("Purr.") })
        let chat = await store.chat(for: "fx-cat-mochi")
        let stored = try await store.messages(in: chat.id, before: nil, limit: 3).map(\.text)
        #expect(stored == ["Message 109", "hi", "Purr."])
    }

    /// The rule said "↓ more of the reply below · Ctrl-End to follow" after the reply had ended,
    /// until the next scroll.
    @Test func theRuleSaysScrolledUpAgainOnceTheReplyEnds() async throws {
        let responder = ScriptedResponder()
        let (app, _) = try await longChat(responder: responder)
        await app.type("Tell me everything")
        await app.press(.enter)
        #expect(await app.waitUntil { _ in responder.requests == 1 })
        await app.press(.pageUp)
        responder.feedAll("Well, it all began on a sunny windowsill, long ago, with a nap that lasted all afternoon.")
        #expect(await app.waitUntil { $0.contains("↓ more of the reply below · Ctrl-End to follow") })
        responder.finish()
        #expect(await app.waitUntil { $0.contains("↑ scrolled up · PgDn to return") })
        #expect(!app.text.contains("more of the reply below"))
    }
}
