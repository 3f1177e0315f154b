import DataAccess
import Domain
import DomainDoubles
import Foundation
import Presentation
import Testing

@MainActor
@Suite("ChatPresenter keeps the draft")
struct ChatDraftPresenterTests {
    let chatPath: [AppRoute] = [.explore, .chat(avatarID: "fx-cat-mochi")]

    /// What Mochi's chat shows in its input when it opens again.
    func reopenedInput(_ harness: Harness) async -> String {
        let again = harness.chat("fx-cat-mochi")
        await again.onAppear()
        return again.input.text
    }

    /// Leaves the chat with Esc, as the app does: the draft is saved as it goes.
    func leave(_ presenter: ChatPresenter) async {
        presenter.back()
        await presenter.onDisappear()
    }

    /// The draft stored for Mochi's chat.
    func storedDraft(_ harness: Harness) async throws -> String {
        let chat = try await harness.deps.chatStore.chat(for: "fx-cat-mochi")
        return try await harness.deps.drafts.draft(in: chat.id)
    }

    /// Another aichats deletes the avatar's chat, and its draft with it, as the database does.
    @discardableResult
    func deleteChatElsewhere(_ avatarID: String, chats: FakeChatStore, drafts: FakeDraftStore) async throws -> UUID {
        let chatID = await chats.chat(for: avatarID).id
        try await chats.deleteChat(chatID)
        await drafts.deleteChat(chatID)
        return chatID
    }

    @Test func typingIsSavedShortlyAfterwardsWithoutLeaving() async throws {
        let harness = Harness(path: chatPath)
        let presenter = harness.chat("fx-cat-mochi", draftSaveDelay: .milliseconds(5))
        await presenter.onAppear()
        presenter.editInput { $0.insert("half a thought") }
        presenter.editInput { $0.insertLineBreak() }
        presenter.editInput { $0.insert("日本 🐟") }
        var stored = ""
        for _ in 0..<400 where stored != "half a thought\n日本 🐟" {
            try await Task.sleep(for: .milliseconds(5))
            stored = try await storedDraft(harness)
        }
        #expect(stored == "half a thought\n日本 🐟")
    }

    @Test func leavingSavesAtOnceAndOpeningAgainShowsTheDraftWithTheCursorAtItsEnd() async throws {
        let harness = Harness(path: chatPath)
        let presenter = harness.chat("fx-cat-mochi", draftSaveDelay: .seconds(60))
        await presenter.onAppear()
        presenter.editInput { $0.insert("unsent words") }
        presenter.back()
        #expect(harness.router.path == [.explore], "Esc leaves the chat")
        await presenter.saveDraft()
        #expect(try await storedDraft(harness) == "unsent words", "saved without waiting for the timer")

        let again = harness.chat("fx-cat-mochi")
        await again.onAppear()
        #expect(again.input.text == "unsent words")
        #expect(again.input.cursor == again.input.characters.count)
        #expect(again.messages.isEmpty, "nothing was sent")
    }

    /// On a full disk the draft stays in memory (`DraftsKeptOnFailure`, as the app is wired), the
    /// chat says so, and opening it again shows the draft.
    @Test func aDraftThatCannotBeSavedOnLeavingIsKeptAndSaid() async throws {
        let disk = FakeDraftStore()
        let harness = Harness(path: chatPath, drafts: DraftsKeptOnFailure(disk))
        let presenter = harness.chat("fx-cat-mochi", draftSaveDelay: .seconds(60))
        await presenter.onAppear()
        await disk.failSaves()
        presenter.editInput { $0.insert("typed on a full disk") }
        await leave(presenter)
        #expect(harness.router.notice?.isError == true)
        #expect(harness.router.notice?.text.hasPrefix("Could not save your draft (") == true, "\(String(describing: harness.router.notice))")
        #expect(await reopenedInput(harness) == "typed on a full disk")
    }

    @Test func sendingClearsTheDraft() async throws {
        let harness = Harness(path: chatPath)
        let presenter = harness.chat("fx-cat-mochi", draftSaveDelay: .seconds(60))
        await presenter.onAppear()
        presenter.editInput { $0.insert("hello Mochi") }
        await presenter.saveDraft()
        #expect(try await storedDraft(harness) == "hello Mochi")
        presenter.send()
        await presenter.waitForReply()
        await presenter.saveDraft()
        #expect(try await storedDraft(harness) == "", "an emptied input is saved at once")
        #expect(await reopenedInput(harness).isEmpty)
    }

    @Test func showingTheDraftDoesNotWriteItAgain() async throws {
        let harness = Harness(path: chatPath)
        let chat = try await harness.deps.chatStore.chat(for: "fx-cat-mochi")
        try await harness.deps.drafts.saveDraft("kept", in: chat.id)
        let presenter = harness.chat("fx-cat-mochi", draftSaveDelay: .seconds(60))
        await presenter.onAppear()
        #expect(presenter.input.text == "kept")
        try await harness.deps.drafts.saveDraft("changed elsewhere", in: chat.id)
        await presenter.saveDraft()
        #expect(try await storedDraft(harness) == "changed elsewhere", "nothing was typed, so nothing is saved")
    }

    /// Another aichats deleted the chat while a draft was typed in it: the draft becomes the
    /// draft of Mochi's new chat, which the screen shows from then on, and the user is told.
    @Test func aDraftInAChatDeletedElsewhereMovesIntoTheAvatarsNewChat() async throws {
        let drafts = FakeDraftStore(), store = FakeChatStore(clock: FixtureCatalog.clock, drafts: drafts)
        let harness = Harness(path: chatPath, chatStore: store, drafts: drafts)
        let presenter = harness.chat("fx-cat-mochi", draftSaveDelay: .seconds(60))
        await presenter.onAppear()
        presenter.editInput { $0.insert("my long draft in B") }
        await presenter.saveDraft()
        try await deleteChatElsewhere("fx-cat-mochi", chats: store, drafts: drafts)
        presenter.editInput { $0.insert(" more") }
        await leave(presenter)
        #expect(harness.router.notice
            == Notice("This chat was deleted (in another aichats, say): your draft is kept in your chat with Mochi 🍡", isError: true))
        #expect(await drafts.drafts().values.sorted() == ["my long draft in B more"])
        #expect(await reopenedInput(harness) == "my long draft in B more")
    }

    /// Another aichats deleted the avatar with its chat while a draft was typed in it: no chat is
    /// started for an avatar that is gone (the chats list would show it under a raw id); the user
    /// is told, and the draft is held for the app to print as it quits.
    @Test func aDraftWhoseAvatarWasDeletedElsewhereStartsNoChat() async throws {
        let drafts = FakeDraftStore(), store = FakeChatStore(clock: FixtureCatalog.clock, drafts: drafts)
        let avatars = StubAvatarService(load: FixtureCatalog.avatarLoad(.standard))
        let harness = Harness(path: chatPath, avatars: avatars, chatStore: store, drafts: drafts)
        let presenter = harness.chat("fx-cat-mochi", draftSaveDelay: .seconds(60))
        await presenter.onAppear()
        presenter.editInput { $0.insert("line one of draft") }
        await presenter.saveDraft()
        avatars.answer(try await avatars.allAvatars().items.filter { $0.id != "fx-cat-mochi" })
        let chatID = try await deleteChatElsewhere("fx-cat-mochi", chats: store, drafts: drafts)
        presenter.editInput { $0.insert(" more") }
        await leave(presenter)
        #expect(harness.router.notice == Notice(
            "Mochi 🍡 was deleted (in another aichats, say) with this chat: no chat keeps your draft now, "
                + "so aichats prints it as it quits", isError: true))
        #expect(await store.chats().isEmpty)
        #expect(await drafts.lost == [chatID: "line one of draft more"])
    }

    /// Two aichats in Mochi's chat: one saved a draft after the other opened the chat. The
    /// other's next save does not overwrite it: that draft comes into its input, with what it
    /// typed, it says so, and both are saved.
    @Test func aDraftChangedInAnotherWindowIsNotOverwritten() async throws {
        let harness = Harness(path: chatPath)
        let one = harness.chat("fx-cat-mochi", draftSaveDelay: .seconds(60))
        let two = harness.chat("fx-cat-mochi", draftSaveDelay: .seconds(60))
        await one.onAppear()
        await two.onAppear()
        one.editInput { $0.insert("long careful draft from window one") }
        await one.saveDraft()
        two.editInput { $0.insert("x") }
        await two.saveDraft()
        #expect(harness.router.notice?.text == "Another aichats changed this chat's draft: the input now holds its changes and yours")
        #expect(two.input.text == "long careful draft from window one\nx")
        #expect(try await storedDraft(harness) == "long careful draft from window one")
        await two.saveDraft()
        #expect(try await storedDraft(harness) == "long careful draft from window one\nx")
    }

    /// The same chat open in two windows, typed in by turns (each burst saved): each window's
    /// next save takes in the other's change once, so the draft holds every burst once, however
    /// often the user goes from one window to the other.
    @Test func typingByTurnsInTwoWindowsKeepsEachBurstOnce() async throws {
        let harness = Harness(path: chatPath)
        let one = harness.chat("fx-cat-mochi", draftSaveDelay: .seconds(60))
        let two = harness.chat("fx-cat-mochi", draftSaveDelay: .seconds(60))
        await one.onAppear()
        one.editInput { $0.insert("draft-from-w1") }
        await one.saveDraft()
        await two.onAppear()
        #expect(two.input.text == "draft-from-w1")
        for (window, burst) in [(two, " plus-w2"), (one, " w1-more"), (two, " again"), (one, " done")] {
            window.editInput { $0.insert(burst) }
            await window.saveDraft()
            await window.saveDraft()
        }
        #expect(try await storedDraft(harness) == "draft-from-w1 plus-w2 w1-more again done")
        #expect(one.input.text == "draft-from-w1 plus-w2 w1-more again done")
        #expect(one.input.cursor == one.input.characters.count)
        two.editInput { $0.insert(" end") }
        await two.saveDraft()
        await two.saveDraft()
        #expect(two.input.text == "draft-from-w1 plus-w2 w1-more again done end")
        #expect(try await storedDraft(harness) == two.input.text)
    }
}
