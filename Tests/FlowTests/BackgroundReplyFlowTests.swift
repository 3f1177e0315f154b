import AppComposition
import AppTestSupport
import DataAccess
import Domain
import DomainDoubles
import Presentation
import TerminalUI
import Testing

/// A reply goes on while the user does something else: Alt-l leaves the chat (Esc still stops
/// the reply), the reply is saved as it grows, Chats shows the chat as writing, the chat opened
/// again shows it going on, and quitting keeps what was written as a stopped reply.
@MainActor
@Suite("A reply written while its chat is closed")
struct BackgroundReplyFlowTests {
    /// Mochi's chat with "tell me a story" sent and "Once upon" arrived, then left with Alt-l.
    /// With `secondChat`, Mochi has another main chat (Ctrl-N), opened as the newest.
    func leftWhileWriting(secondChat: Bool = false)
        async throws -> (AppDriver, AppDependencies, AsyncThrowingStream<String, Error>.Continuation)
    {
        let responder = ScriptedResponder()
        var deps = AppDependencies.mock
        deps.responder = responder
        if secondChat {
            _ = try await deps.chatStore.chat(for: "fx-cat-mochi")
            _ = try await deps.chatStore.newChat(for: "fx-cat-mochi", about: nil)
        }
        let app = await AppDriver(deps: deps, path: [.explore, .chat(avatarID: "fx-cat-mochi")])
        await app.type("tell me a story")
        await app.press(.enter)
        let stream = try #require(await responder.stream(0))
        stream.yield("Once upon")
        try #require(await app.waitUntil { $0.contains("Once upon") })
        #expect(app.text.contains("Alt-l leaves, it goes on"))
        await app.press(.alt("l"))
        try #require(app.router.path == [.explore], "Alt-l left the chat: \(app.text)")
        return (app, deps, stream)
    }

    func storedReply(_ deps: AppDependencies, avatar: String = "fx-cat-mochi") async throws -> ChatMessage? {
        let chat = try await deps.chatStore.chat(for: avatar)
        return try await deps.chatStore.messages(in: chat.id, before: nil, limit: 10).last
    }

    @Test func leftChatGoesOnWritingIsSavedAndShowsItWhenOpenedAgain() async throws {
        let (app, deps, stream) = try await leftWhileWriting()
        stream.yield(" a time")
        #expect(await app.waitFor { (try? await storedReply(deps))?.text == "Once upon a time" },
                "the reply is saved as it grows, with its chat closed")

        await app.press(.char("c"))
        #expect(app.router.path == [.explore, .chats])
        // A frame drawn for the growing reply may be the one that loads Chats: wait for its list.
        #expect(await app.waitUntil { $0.contains("Mochi 🍡 · ") && $0.contains("  writing…") }, "Chats shows the chat as writing: \(app.text)")

        await app.press(.enter)
        #expect(app.router.top == .savedChat(id: try #require(try await deps.chatStore.chats(with: "fx-cat-mochi").first).id, focus: nil))
        #expect(await app.waitUntil { $0.contains("Once upon a time") && $0.contains("is typing") },
                "the chat shows the reply as far as it came, still being written: \(app.text)")
        stream.yield(" there was a cat.")
        stream.finish()
        #expect(await app.waitUntil { $0.contains("there was a cat.") && !$0.contains("is typing") })
        #expect(!app.text.contains("[stopped]"))
        let stored = try await storedReply(deps)
        #expect(stored?.text == "Once upon a time there was a cat.")
        #expect(stored?.state == .complete)
    }

    @Test func aReplyEndingElsewhereSaysSoAndChatsShowsItsWords() async throws {
        let (app, _, stream) = try await leftWhileWriting()
        await app.press(.char("c"))
        #expect(await app.waitUntil { $0.contains("writing…") })
        stream.yield(" a time.")
        stream.finish()
        #expect(await app.waitUntil { $0.contains("Mochi 🍡 answered") && $0.contains("Once upon a time.") },
                "a notice, and the row's preview in place of writing…: \(app.text)")
        #expect(!app.text.contains("writing…"))
    }

    /// Two chats with Mochi: the notice says which one answered.
    @Test func aReplyEndingElsewhereNamesItsChatWhenTheAvatarHasTwo() async throws {
        let (app, _, stream) = try await leftWhileWriting(secondChat: true)
        stream.yield(" a time.")
        stream.finish()
        #expect(await app.waitUntil { $0.contains("Mochi 🍡 answered (chat started ") }, "\(app.text)")
    }

    @Test func aFailureWhileTheChatIsClosedShowsWhenItOpens() async throws {
        let (app, deps, stream) = try await leftWhileWriting()
        stream.finish(throwing: DomainError.unavailable("the model"))
        #expect(await app.waitUntil { $0.contains("Mochi 🍡's reply failed: could not load the model") }, "\(app.text)")
        let stored = try await storedReply(deps)
        #expect(stored?.text == "Once upon")
        #expect(stored?.state == .failed)
        await app.press(.char("c"))
        #expect(await app.waitUntil { $0.contains("Once upon") })
        await app.press(.enter)
        #expect(await app.waitUntil { $0.contains("Once upon") && $0.contains("could not load the model") }, "\(app.text)")
    }

    @Test func quittingWithAReplyWritingAsksThenKeepsItAsStopped() async throws {
        let (app, deps, stream) = try await leftWhileWriting()
        stream.yield(" a time")
        #expect(await app.waitFor { (try? await storedReply(deps))?.text == "Once upon a time" })
        await app.press(.char("q"))
        #expect(!app.router.quitRequested)
        #expect(app.router.notice?.text == "Mochi 🍡 is still writing a reply: q again quits, keeping it as far as written (stopped)")
        await app.press(.char("q"))
        #expect(app.router.quitRequested)
        await app.app.finish()
        let stored = try await storedReply(deps)
        #expect(stored?.text == "Once upon a time")
        #expect(stored?.state == .partial)
    }

    @Test func twoChatsWriteAtOnce() async throws {
        let (app, deps, first) = try await leftWhileWriting()
        let responder = try #require(deps.responder as? ScriptedResponder)
        app.router.push(.chat(avatarID: "fx-dog-biscuit"))
        await app.app.handle(.redraw)
        await app.type("fetch!")
        await app.press(.enter)
        let second = try #require(await responder.stream(1))
        second.yield("Woof")
        #expect(await app.waitUntil { $0.contains("Woof") && $0.contains("is typing") })
        await app.press(.alt("l"))
        await app.press(.char("c"))
        #expect(await app.waitUntil { $0.components(separatedBy: "writing…").count == 3 }, "both chats are writing: \(app.text)")
        first.finish()
        second.finish()
        #expect(await app.waitFor { (try? await storedReply(deps, avatar: "fx-dog-biscuit"))?.state == .complete })
        #expect(try await storedReply(deps)?.state == .complete)
    }
}

extension BackgroundReplyFlowTests {
    /// Deleting the chat from Chats while its reply is being written stops the reply: nothing
    /// is left writing into a chat that is gone, and quitting has nothing to warn of.
    @Test func deletingTheChatStopsItsReply() async throws {
        let (app, deps, _) = try await leftWhileWriting()
        await app.press(.char("c"))
        #expect(await app.waitUntil { $0.contains("writing…") })
        await app.press(.char("d"))
        #expect(await app.waitUntil { _ in app.router.alert != nil })
        #expect(app.router.alert?.message.hasSuffix("This cannot be undone. Its reply being written stops.") == true,
                "the question says the reply stops (t14 #16)")
        await app.press(.char("y"))
        #expect(await app.waitUntil { $0.contains("Deleted the chat with Mochi 🍡") }, "\(app.text)")
        #expect(try await deps.chatStore.chats().isEmpty)
        #expect(deps.replyRuns.writers.isEmpty)
        await app.press(.char("q"))
        #expect(app.router.quitRequested, "no reply is left writing: \(app.text)")
    }
}

extension BackgroundReplyFlowTests {
    /// Deleting an avatar you made while a chat with it is writing stops that reply with its chats.
    @Test func deletingTheAvatarStopsItsReplies() async throws {
        let responder = ScriptedResponder()
        var deps = AppDependencies.mock
        deps.responder = responder
        try await deps.userAvatars.save(AvatarDeletionFlowTests.twinbot)
        let app = await AppDriver(
            deps: deps, path: [.explore, .category(.avatars(.robot)), .chat(avatarID: AvatarDeletionFlowTests.twinbot.id)],
            size: Size(width: 120, height: 30))
        await app.type("sort these")
        await app.press(.enter)
        let stream = try #require(await responder.stream(0))
        stream.yield("Sorting")
        #expect(await app.waitUntil { $0.contains("Sorting") })
        await app.press(.alt("l"))
        #expect(deps.replyRuns.writers == ["Twinbot"])
        #expect(await app.waitUntil { $0.contains("mine Twinbot") })
        await app.press(.char("d"))
        #expect(await app.waitUntil { _ in app.router.alert != nil })
        #expect(app.router.alert?.message.hasSuffix("are files of yours and stay. Its reply being written stops.") == true,
                "the question says the reply stops (t14 #16)")
        await app.press(.char("y"))
        #expect(app.router.notice?.text == "Deleted Twinbot and its chats")
        #expect(deps.replyRuns.writers.isEmpty, "its reply stopped with it")
        await app.press(.char("q"))
        #expect(app.router.quitRequested, "no reply is left writing: \(app.text)")
    }
}
