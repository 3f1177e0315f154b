import DataAccess
import Domain
import DomainDoubles
import Foundation
import Presentation
import Testing

@MainActor
@Suite("ChatPresenter message selection")
struct ChatSelectionPresenterTests {
    let chatPath = ChatPresenterFixtures.chatPath

    func seededStore(_ count: Int) async throws -> FakeChatStore { try await ChatPresenterFixtures.seededStore(count) }

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
