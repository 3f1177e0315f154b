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

    /// The draft stored for Mochi's chat.
    func storedDraft(_ harness: Harness) async throws -> String {
        let chat = try await harness.deps.chatStore.chat(for: "fx-cat-mochi")
        return try await harness.deps.drafts.draft(in: chat.id)
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
        presenter.back()
        await presenter.onDisappear()
        #expect(harness.router.notice?.isError == true)
        #expect(harness.router.notice?.text.hasPrefix("Could not save your draft (") == true, "\(String(describing: harness.router.notice))")
        let again = harness.chat("fx-cat-mochi")
        await again.onAppear()
        #expect(again.input.text == "typed on a full disk")
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
        let again = harness.chat("fx-cat-mochi")
        await again.onAppear()
        #expect(again.input.isEmpty)
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
}
