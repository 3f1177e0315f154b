import DataAccess
import Domain
import DomainDoubles
import Foundation
import Presentation
import Testing

/// In a chat with no messages yet, every command on messages says why it does nothing, as Alt-c
/// does, instead of nothing at all.
@MainActor
@Suite("ChatPresenter: commands in an empty chat")
struct ChatEmptyCommandsTests {
    func emptyChat() async -> (ChatPresenter, Router) {
        let store = FakeChatStore(clock: .fixed(Date(timeIntervalSince1970: 1_700_000_000)))
        let harness = Harness(path: [.explore, .chat(avatarID: "fx-cat-mochi")], chatStore: store)
        let presenter = harness.chat("fx-cat-mochi", clipboard: RecordingClipboard())
        await presenter.onAppear()
        return (presenter, harness.router)
    }

    @Test func eachCommandSaysThereIsNoMessage() async {
        let (presenter, router) = await emptyChat()
        presenter.editLastSent()
        #expect(router.notice?.text == "No message of yours to edit in this chat.")
        #expect(presenter.editingMessageID == nil)
        presenter.askToDeleteMessage()
        #expect(router.notice?.text == "No message to delete in this chat.")
        #expect(router.alert == nil)
        presenter.copySelectedMessage()
        #expect(router.notice?.text == "No message to copy in this chat.")
        presenter.regenerate()
        #expect(router.notice?.text == "No reply to write again: send a message first.")
        #expect(!presenter.isReplying)
        await presenter.selectOlder()
        #expect(router.notice?.text == "No message to select in this chat.")
        #expect(presenter.selectedMessageID == nil)
        presenter.beginCodeBlockCopy()
        #expect(router.notice?.text == "No code block to copy in this chat.")
        #expect(presenter.messages.isEmpty)
    }
}
