import Domain
import DomainDoubles
import Foundation
import Testing

/// A draft while another aichats on the same data folder changes it or deletes its chat: no
/// text is lost and nothing is overwritten without the window knowing.
@Suite("ChatInteractor keeps drafts changed elsewhere")
struct ChatDraftElsewhereTests {
    let drafts = FakeDraftStore()
    let store = FakeChatStore()

    var interactor: ChatInteractor { ChatInteractorTests().makeInteractor(store: store, drafts: drafts) }

    @Test func aDraftWhoseChatWasDeletedBecomesTheDraftOfTheAvatarsNewChat() async throws {
        let chat = try await interactor.openChat(with: "mochi")
        try await interactor.saveDraft("my long draft", in: chat)
        try await store.deleteChat(chat.id)
        await drafts.deleteChat(chat.id)

        let outcome = try await interactor.saveDraft("my long draft, more", in: chat, replacing: "my long draft")
        guard case .moved(let home, let earlier) = outcome else { Issue.record("\(outcome)"); return }
        #expect(home.id != chat.id && home.avatarID == "mochi" && earlier.isEmpty)
        #expect(await drafts.draft(in: home.id) == "my long draft, more")
        #expect(try await interactor.openChat(with: "mochi").id == home.id, "opening Mochi again shows it")
        #expect(try await interactor.saveDraft("", in: chat) == .saved, "an empty draft has nothing to keep")
    }

    @Test func aCarriedDraftComesAfterTheOneTheAvatarsChatHolds() async throws {
        let main = try await interactor.openChat(with: "mochi")
        try await interactor.saveDraft("older", in: main)
        let aboutAnArticle = Chat(avatarID: "mochi", createdAt: referenceNow, modifiedAt: referenceNow)
        await drafts.deleteChat(aboutAnArticle.id)
        let outcome = try await interactor.saveDraft("new words", in: aboutAnArticle)
        guard case .moved(let home, let earlier) = outcome else { Issue.record("\(outcome)"); return }
        #expect(home.id == main.id && earlier == "older")
        #expect(await drafts.draft(in: main.id) == "older\nnew words")
    }

    /// The avatar was deleted with its chat (in another aichats): no chat is started for an avatar
    /// that no longer exists; the text goes to the draft store, which the app shows as it quits.
    @Test func aDraftWhoseAvatarWasDeletedStartsNoChatAndIsHeldAsLost() async throws {
        let chat = Chat(avatarID: "user-deleted", createdAt: referenceNow, modifiedAt: referenceNow)
        await drafts.deleteChat(chat.id)
        #expect(try await interactor.saveDraft("line one\nline two", in: chat) == .avatarGone)
        #expect(await store.chats().isEmpty, "no chat for the deleted avatar")
        #expect(await drafts.lost == [chat.id: "line one\nline two"])
        #expect(try await interactor.saveDraft("", in: chat) == .saved, "an emptied draft has nothing to keep")
        #expect(await drafts.lost.isEmpty)
    }

    @Test func aDraftChangedElsewhereIsNotOverwritten() async throws {
        let chat = try await interactor.openChat(with: "mochi")
        try await drafts.saveDraft("draft A text", in: chat.id)
        #expect(try await interactor.saveDraft("x", in: chat, replacing: "") == .changedElsewhere("draft A text"))
        #expect(await drafts.draft(in: chat.id) == "draft A text")
        #expect(try await interactor.saveDraft("draft A text\nx", in: chat, replacing: "draft A text") == .saved)
        #expect(try await interactor.saveDraft("", in: chat, replacing: "draft A text\nx") == .saved)
        try await drafts.saveDraft("", in: chat.id)
        #expect(try await interactor.saveDraft("mine", in: chat, replacing: "theirs") == .saved, "a sent draft is no conflict")
    }
}
