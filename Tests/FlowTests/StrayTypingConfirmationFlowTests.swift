import AppComposition
import AppTestSupport
import DataAccess
import DomainDoubles
import Presentation
import TerminalUI
import Testing

/// Words typed on the wrong screen never get past a delete confirmation: the letter that opens it
/// is followed by one that is not `y`, which cancels it and does nothing else, and Enter cancels too.
/// `y` right after the opening letter ("dy") still deletes: that is the answer the dialog asks for.
@MainActor
@Suite("A destructive question takes only y: any other key, Enter too, cancels it")
struct StrayTypingConfirmationFlowTests {
    private func chats() async -> (AppDriver, AppDependencies) {
        var deps = AppDependencies.mock
        deps.chatStore = await FixtureChats.store()
        return (await AppDriver(deps: deps, path: [.explore, .chats]), deps)
    }

    @Test("\"daily\" in Chats: a cancels the question d asked, and y then deletes nothing")
    func dailyInChatsDeletesNothing() async throws {
        let (app, deps) = await chats()
        await app.type("da")
        #expect(app.router.alert == nil)
        #expect(app.router.notice?.text == "Chat not deleted")
        await app.type("ily")
        #expect(app.router.alert == nil)
        #expect(try await deps.chatStore.chats().count == 3)
    }

    @Test("\"liked\" and Enter in Chats: Enter cancels the question d asked, and opens nothing")
    func enterCancels() async throws {
        let (app, deps) = await chats()
        await app.type("liked")
        #expect(app.router.alert?.title == "Delete chat")
        #expect(app.text.contains("[y] Delete"))
        #expect(app.text.contains("[any other key] Cancel"))
        await app.press(.enter)
        #expect(app.router.alert == nil)
        #expect(app.router.top == .chats, "the Enter that cancels does nothing else")
        #expect(app.router.notice?.text == "Chat not deleted")
        #expect(try await deps.chatStore.chats().count == 3)
    }

    @Test("d then y deletes, as the dialog asks; Y and n cancel")
    func onlyYDeletes() async throws {
        let (app, deps) = await chats()
        await app.type("dY")
        #expect(try await deps.chatStore.chats().count == 3)
        await app.type("dn")
        #expect(try await deps.chatStore.chats().count == 3)
        await app.type("dy")
        #expect(app.router.notice?.text == "Deleted the chat with Mochi 🍡")
        #expect(try await deps.chatStore.chats().count == 2)
    }

    @Test("\"Day\" in Profile: the account stays")
    func dayInProfileKeepsTheAccount() async throws {
        var deps = AppDependencies.mock(.standard, profile: FixtureCatalog.profile)
        deps.chatStore = await FixtureChats.store()
        let app = await AppDriver(deps: deps, path: [.explore, .profile])
        await app.type("Da")
        #expect(app.router.alert == nil)
        #expect(app.router.notice?.text == "Account not deleted")
        await app.type("y")
        #expect(app.router.path == [.explore, .profile])
        #expect(try await deps.profiles.currentProfile() != nil)
        #expect(try await deps.chatStore.chats().count == 3)
    }

    @Test("\"Cozy\" on Feeds: nothing is marked read")
    func cozyOnFeedsMarksNothingRead() async {
        let app = await AppDriver(deps: .mockWithFeeds(), path: [.explore, .feeds])
        #expect(app.text.contains("6 unread"))
        await app.type("Co")
        #expect(app.router.alert == nil)
        #expect(app.router.notice?.text == "Nothing marked read")
        await app.type("zy")
        #expect(app.text.contains("6 unread"))
    }

    @Test("Alt-d then \" yes\" in Chat: the space cancels, the message stays, \"yes\" is typed")
    func altDThenYesInChat() async {
        let (app, store) = await AppDriver.mochiChatAskingToDeleteAMessage(draft: "my draft")
        await app.type(" yes")
        #expect(app.router.alert == nil)
        #expect(app.text.contains("First answer."))
        #expect(app.text.contains("my draftyes"), "the space is taken by the question, the rest is typed")
        let chat = await store.chat(for: "fx-cat-mochi")
        #expect(await store.messageCount(in: chat.id) == 2)
    }
}
