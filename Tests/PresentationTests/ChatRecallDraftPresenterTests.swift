import DataAccess
import Domain
import DomainDoubles
import Foundation
import Presentation
import Testing

/// ↑ on an empty input recalls the last sent message; left as it came, it is no draft, so that
/// a stray ↑ does not leave a copy ready to send ("Draft: …" in Chats). Edited, it is one.
@MainActor
@Suite("ChatPresenter: a recalled message and the draft")
struct ChatRecallDraftPresenterTests {
    let chatPath: [AppRoute] = [.explore, .chat(avatarID: "fx-cat-mochi")]

    /// A harness whose chat with Mochi holds one sent message and its reply.
    func harness() async throws -> Harness {
        let store = FakeChatStore(clock: .fixed(Date(timeIntervalSince1970: 1_700_000_000)))
        let chat = await store.chat(for: "fx-cat-mochi")
        _ = try await store.append(ChatMessage(role: .user, text: "first message", sentAt: Date(timeIntervalSince1970: 1_700_000_000)), to: chat.id)
        _ = try await store.append(ChatMessage(role: .assistant, text: "a reply", sentAt: Date(timeIntervalSince1970: 1_700_000_060)), to: chat.id)
        return Harness(path: chatPath, chatStore: store)
    }

    func storedDraft(_ harness: Harness) async throws -> String {
        let chat = try await harness.deps.chatStore.chat(for: "fx-cat-mochi")
        return try await harness.deps.drafts.draft(in: chat.id)
    }

    @Test func aRecalledMessageLeftAsItCameIsNotKeptAsTheDraft() async throws {
        let harness = try await harness()
        let presenter = harness.chat("fx-cat-mochi", draftSaveDelay: .seconds(60))
        await presenter.onAppear()
        #expect(presenter.recallLastSent())
        presenter.editInput { $0.moveLeft() }
        presenter.back()
        await presenter.onDisappear()
        #expect(try await storedDraft(harness) == "", "a cursor move is no edit")
    }

    @Test func anEditedRecalledMessageIsKeptAsTheDraft() async throws {
        let harness = try await harness()
        let presenter = harness.chat("fx-cat-mochi", draftSaveDelay: .seconds(60))
        await presenter.onAppear()
        #expect(presenter.recallLastSent())
        presenter.editInput { $0.insert(", again") }
        presenter.back()
        await presenter.onDisappear()
        #expect(try await storedDraft(harness) == "first message, again")
    }
}
