import AppComposition
import AppTestSupport
import DataAccess
import Domain
import DomainDoubles
import Foundation
import Presentation
import TerminalUI
import Testing

/// Keys typed while a screen opens were meant for the one still shown, not for the new one's
/// input: a `j` pressed in Chats while a long chat was read became that chat's draft.
@MainActor
@Suite("Keys typed while a screen opens")
struct TypedWhileOpeningFlowTests {
    /// A chat store holding one chat with Mochi, "hello there" its message, listed in Chats.
    static func storeWithAChat() async throws -> FakeChatStore {
        let store = FakeChatStore(clock: FixtureCatalog.clock)
        let chat = await store.chat(for: "fx-cat-mochi")
        try await store.append(contentsOf: [ChatMessage(role: .user, text: "hello there", sentAt: FixtureCatalog.referenceDate)],
                               to: chat.id)
        return store
    }

    @Test func aKeyTypedWhileAChatOpensIsNotTypedIntoItsInput() async throws {
        let store = try await Self.storeWithAChat()
        var deps = AppDependencies.mock
        deps.chatStore = store
        let app = await AppDriver(deps: deps, path: [.explore, .chats])
        #expect(app.text.contains("hello there"))
        let events = app.terminal.events
        // Typed ahead, before Enter is handled: meant for the chat, which the user knows is next.
        events.yield(.key(.char("h")))
        await store.whileReadingPages { @MainActor in
            events.yield(.key(.char("j")))
            events.yield(.resize(Size(width: 80, height: 24)))
        }
        await app.press(.enter)
        #expect(app.text.contains("› Message Mochi"), "the chat opened, its input empty")
        #expect(events.queuedCount == 2, "the key typed before stays, and so does the resize")
        #expect(app.router.notice?.text == "A key typed while the screen opened was ignored")
        var queued = events.makeAsyncIterator()
        for _ in 0..<events.queuedCount {
            if let event = await queued.next() { await app.app.handle(event) }
        }
        await app.press(.char("i"))
        #expect(app.text.contains("› hi"), "the key typed ahead and those typed once it is open are typed, not the j")
    }

    /// The tester typed Enter, then `r`, a title and Enter: the Enter came while the screen
    /// opened and was ignored, and the rest acted on the screen it opened (it renamed a chat).
    /// Once a key was ignored, the keys typed on without a pause are ignored too; the first
    /// after a pause acts.
    @Test func theRestOfABurstTypedWhileAScreenOpenedIsIgnoredToo() async throws {
        let clock = ManualClock(FixtureCatalog.referenceDate)
        let store = try await Self.storeWithAChat()
        var deps = AppDependencies.mock
        deps.chatStore = store
        deps.clock = clock.provider
        let app = await AppDriver(deps: deps, path: [.explore, .chats])
        let events = app.terminal.events
        await store.whileReadingPages { @MainActor in events.yield(.key(.enter)) }
        await app.press(.enter)
        #expect(app.text.contains("› Message Mochi"), "the chat opened, its input empty")
        // The rest of the burst, typed on once the chat is drawn, 0.1 s apart.
        for key in [Key.char("r"), .char("e"), .enter] {
            clock.advance(by: 0.1)
            events.yield(.key(key))
        }
        #expect(events.queuedCount == 0, "nothing of the burst reaches the chat")
        #expect(app.router.notice?.text == "4 keys typed while the screen opened were ignored")
        clock.advance(by: TerminalEvents.burstPause)
        events.yield(.key(.char("i")))
        var queued = events.makeAsyncIterator()
        if let event = await queued.next() { await app.app.handle(event) }
        #expect(app.text.contains("› i"), "the first key after a pause is typed")
    }
}
