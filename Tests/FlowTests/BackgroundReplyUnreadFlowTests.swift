import AppComposition
import AppTestSupport
import Domain
import DomainDoubles
import Presentation
import Testing

/// A reply that ends while its chat is closed is new, as any reply that came while the user was
/// away: Chats says "1 new" beside it until the chat is opened. One that ends with its chat on
/// screen (or stopped there by quitting) was seen.
extension BackgroundReplyFlowTests {
    @Test func aReplyEndingWhileItsChatIsClosedIsNewUntilTheChatOpens() async throws {
        let (app, _, stream) = try await leftWhileWriting()
        await app.press(.char("c"))
        #expect(await app.waitUntil { $0.contains("writing…") })
        stream.yield(" a time.")
        stream.finish()
        #expect(await app.waitUntil { $0.contains("Mochi 🍡 answered") && $0.contains("Once upon a time.") && $0.contains("1 new") },
                "the reply counts as new, and the notice stays: \(app.text)")
        await app.press(.enter)
        #expect(await app.waitUntil { $0.contains("Once upon a time.") && !$0.contains("Chats ·") })
        await app.press(.escape)
        #expect(await app.waitUntil { $0.contains("Chats ·") && !$0.contains("1 new") }, "read once opened: \(app.text)")
    }

    @Test func aReplySeenWhileWritingAndLeftAgainIsNewWhenItEndsElsewhere() async throws {
        let (app, _, stream) = try await leftWhileWriting()
        await app.press(.char("c"))
        #expect(await app.waitUntil { $0.contains("writing…") })
        await app.press(.enter)
        #expect(await app.waitUntil { $0.contains("Once upon") && $0.contains("is typing") })
        await app.press(.alt("l"))
        #expect(await app.waitUntil { $0.contains("writing…") }, "\(app.text)")
        stream.yield(" a time.")
        stream.finish()
        #expect(await app.waitUntil { $0.contains("Once upon a time.") && $0.contains("1 new") }, "\(app.text)")
    }

    @Test func aReplyEndingOnScreenIsRead() async throws {
        let (app, _, stream) = try await AppDriver.mochiAskedForAStory()
        stream.yield("Once upon a time.")
        stream.finish()
        #expect(await app.waitUntil { $0.contains("Once upon a time.") && !$0.contains("is typing") })
        await app.press(.escape)
        await app.press(.char("c"))
        #expect(await app.waitUntil { $0.contains("Once upon a time.") && $0.contains("Chats ·") })
        #expect(!app.text.contains("1 new"))
    }

    /// Quitting stops the reply on screen: the user was in the chat when it ended. The first
    /// Ctrl-C warns, as it does of a reply in a chat left with Alt-l.
    @Test func aReplyStoppedOnScreenByQuittingIsRead() async throws {
        let (app, deps, stream) = try await AppDriver.mochiAskedForAStory()
        stream.yield("Once upon")
        #expect(await app.waitUntil { $0.contains("Once upon") && $0.contains("is typing") })
        await app.press(.ctrl("c"))
        #expect(!app.router.quitRequested)
        #expect(app.router.notice?.text
            == "Mochi 🍡 is still writing a reply: Ctrl-C again quits, keeping it as far as written (stopped)")
        #expect(await app.waitUntil { $0.contains("Ctrl-C again quits") }, "\(app.text)")
        await app.press(.ctrl("c"))
        try #require(app.router.quitRequested, "\(app.text)")
        await app.app.finish()
        let chat = try await deps.chatStore.chat(for: "fx-cat-mochi")
        #expect(try await deps.chatStore.messages(in: chat.id, before: nil, limit: 5).last?.state == .partial)
        #expect(try await ChatsInteractor(store: deps.chatStore, avatars: deps.avatars).unreadCount(in: chat) == 0)
    }

    /// The warning of the first Ctrl-C goes when the reply ends, rather than saying it is still
    /// being written.
    @Test func theWarningGoesWhenTheReplyEnds() async throws {
        let (app, _, stream) = try await AppDriver.mochiAskedForAStory()
        stream.yield("Once upon")
        #expect(await app.waitUntil { $0.contains("Once upon") && $0.contains("is typing") })
        await app.press(.ctrl("c"))
        #expect(await app.waitUntil { $0.contains("Ctrl-C again quits") })
        stream.finish()
        #expect(await app.waitUntil { !$0.contains("Ctrl-C again quits") && !$0.contains("is typing") }, "\(app.text)")
        #expect(app.router.notice == nil)
        #expect(!app.router.quitRequested)
    }

    /// Before a word of the reply came, there is nothing "written" to keep: the warning says so.
    @Test func aReplyNotBegunIsSaidSo() async throws {
        let (app, _, stream) = try await AppDriver.mochiAskedForAStory()
        #expect(await app.waitUntil { $0.contains("is typing") })
        await app.press(.ctrl("c"))
        #expect(app.router.notice?.text == "Mochi 🍡's reply has not begun yet: Ctrl-C again quits and stops it")
        stream.finish()
        #expect(await app.waitUntil { !$0.contains("has not begun") })
    }
}
