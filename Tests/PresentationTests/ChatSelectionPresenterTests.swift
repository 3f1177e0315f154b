import DataAccess
import Domain
import DomainDoubles
import Foundation
import Presentation
import Testing

@MainActor
@Suite("ChatPresenter message selection")
struct ChatSelectionPresenterTests {
    let chatPath: [AppRoute] = [.explore, .chat(avatarID: "fx-cat-mochi")]

    /// A store holding `count` messages with Mochi, "m0" the oldest.
    func seededStore(_ count: Int) async throws -> FakeChatStore {
        let store = FakeChatStore(clock: .fixed(Date(timeIntervalSince1970: 1_700_000_000)))
        let chat = await store.chat(for: "fx-cat-mochi")
        for index in 0..<count {
            let sentAt = Date(timeIntervalSince1970: 1_700_000_000 + Double(index) * 60)
            _ = try await store.append(
                ChatMessage(role: index.isMultiple(of: 2) ? .user : .assistant, text: "m\(index)", sentAt: sentAt),
                to: chat.id)
        }
        return store
    }

    @Test func altUpSelectsTheNewestThenOlderOnesAndAltDownComesBack() async throws {
        let presenter = Harness(path: chatPath, chatStore: try await seededStore(3)).chat("fx-cat-mochi")
        await presenter.onAppear()
        #expect(presenter.selectedMessageID == nil)
        await presenter.selectOlder()
        #expect(presenter.selectedMessage?.text == "m2")
        await presenter.selectOlder()
        await presenter.selectOlder()
        await presenter.selectOlder()
        #expect(presenter.selectedMessage?.text == "m0", "stays on the oldest")
        presenter.selectNewer()
        #expect(presenter.selectedMessage?.text == "m1")
        presenter.selectNewer()
        presenter.selectNewer()
        #expect(presenter.selectedMessageID == nil, "past the newest: none")
    }

    @Test func selectingAboveTheOldestLoadedMessageLoadsTheOlderPage() async throws {
        let presenter = Harness(path: chatPath, chatStore: try await seededStore(5)).chat("fx-cat-mochi", pageSize: 2)
        await presenter.onAppear()
        await presenter.selectOlder()
        await presenter.selectOlder()
        #expect(presenter.selectedMessage?.text == "m3")
        await presenter.selectOlder()
        #expect(presenter.selectedMessage?.text == "m2")
        #expect(presenter.messages.map(\.text) == ["m1", "m2", "m3", "m4"])
    }

    @Test func escClearsTheSelectionBeforeItLeavesTheChat() async throws {
        let harness = Harness(path: chatPath, chatStore: try await seededStore(2))
        let presenter = harness.chat("fx-cat-mochi")
        await presenter.onAppear()
        await presenter.selectOlder()
        presenter.back()
        #expect(presenter.selectedMessageID == nil)
        #expect(harness.router.path == chatPath, "still in the chat")
        presenter.back()
        #expect(harness.router.path == [.explore])
    }
}
