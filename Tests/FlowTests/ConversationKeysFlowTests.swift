import AppComposition
import AppTestSupport
import DataAccess
import Domain
import DomainDoubles
import Foundation
import Presentation
import TerminalUI
import Testing

/// The conversation's keys through the real loop: Ctrl-R any time, Alt-[ / Alt-] between the
/// versions, Alt-e to edit and resend, Alt-d with its confirmation, and `/` in Chats.
@MainActor
@Suite("Conversation keys: regenerate, versions, edit, delete, search across chats")
struct ConversationKeysFlowTests {
    /// Mochi's chat after "Hi" got the complete reply "First answer."; the store is shared.
    func chatWithAReply() async -> (AppDriver, ScriptedResponder, InMemoryChatStore) {
        let store = InMemoryChatStore(clock: FixtureCatalog.clock)
        let (app, responder) = await AppDriver.mochiChat { $0.chatStore = store }
        await app.send("Hi", answeredWith: "First answer.", by: responder)
        return (app, responder, store)
    }

    @Test func ctrlRWritesACompleteReplyAgainAndAltBracketsSwitchVersions() async {
        let (app, responder, _) = await chatWithAReply()
        await app.press(.ctrl("r"))
        #expect(await app.waitUntil { _ in responder.requests == 2 })
        responder.feed("Second answer.")
        responder.finish()
        #expect(await app.waitUntil { !$0.contains("is typing") && $0.contains("Second answer.") && $0.contains("version 2/2") })
        #expect(!app.text.contains("First answer."))
        await app.press(.alt("["))
        #expect(await app.waitUntil { $0.contains("First answer.") && $0.contains("version 1/2") })
        await app.press(.alt("]"))
        #expect(await app.waitUntil { $0.contains("Second answer.") && $0.contains("version 2/2") })
    }

    @Test func altEEditsTheLastMessageAndEnterSendsItInItsPlace() async {
        let (app, responder, store) = await chatWithAReply()
        await app.press(.alt("e"))
        #expect(app.text.contains("› Hi"))
        await app.type(" again")
        await app.press(.enter)
        #expect(await app.waitUntil { _ in responder.requests == 2 })
        responder.feed("Answer to the edit.")
        responder.finish()
        #expect(await app.waitUntil { $0.contains("Answer to the edit.") })
        #expect(!app.text.contains("First answer."))
        let chat = await store.chat(for: "fx-cat-mochi")
        // The reply's last save lands just after it shows.
        #expect(await app.waitFor {
            ((try? await store.messages(in: chat.id, before: nil, limit: 10)) ?? []).map(\.text) == ["Hi again", "Answer to the edit."]
        })
    }

    /// The edit shows until it ends, not only in the notice the next key clears; Esc says where
    /// the edited text went.
    @Test func anEditShowsUntilEscAndEscSaysWhereTheEditedTextWent() async {
        let (app, _, _) = await chatWithAReply()
        await app.type("my draft")
        await app.press(.alt("e"))
        await app.type("Z")
        #expect(app.text.contains("Editing your last message · Esc cancels the edit"), "\(app.text)")
        #expect(app.text.contains("Esc cancel edit"), "\(app.text)")
        await app.press(.escape)
        #expect(app.text.contains("your edited text is kept in the input, above your draft"), "\(app.text)")
        #expect(app.text.contains("› HiZ"))
        #expect(!app.text.contains("Editing your last message"))
        #expect(app.text.contains("Esc back"))
    }

    @Test func altDAsksThenDeletesTheLastMessage() async {
        let (app, _, store) = await chatWithAReply()
        await app.press(.alt("d"))
        #expect(app.router.alert?.title == "Delete message")
        #expect(app.text.contains("Delete message"))
        await app.press(.escape)
        #expect(app.router.alert == nil)
        #expect(app.text.contains("First answer."))
        await app.press(.alt("d"))
        await app.press(.char("y"))
        #expect(await app.waitUntil { !$0.contains("First answer.") })
        let chat = await store.chat(for: "fx-cat-mochi")
        #expect(await store.messageCount(in: chat.id) == 1)
    }

    @Test func slashInChatsFindsAMessageAndEnterOpensItsChat() async {
        var deps = AppDependencies.mock
        deps.chatStore = await FixtureChats.store()
        let app = await AppDriver(deps: deps, path: [.explore, .chats])
        await app.press(.char("/"))
        await app.type("fetch")
        await app.press(.enter)
        #expect(await app.waitUntil { $0.contains("1 message found") })
        await app.press(.enter)
        #expect(await app.waitUntil { $0.contains("Woof! Want to play fetch?") && $0.contains("Biscuit") })
        guard case .savedChat = app.router.top else {
            Issue.record("the search hit opens its chat, not \(String(describing: app.router.top))")
            return
        }
    }
}
