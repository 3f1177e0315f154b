import DataAccess
import Domain
import DomainDoubles
import Foundation
import Presentation
import Testing

@MainActor
@Suite("ChatPresenter message selection")
struct ChatSelectionPresenterTests {
    @Test func altUpSelectsTheNewestThenOlderOnesAndAltDownComesBack() async throws {
        let (_, presenter) = try await ChatPresenterFixtures.seededChat(3)
        #expect(presenter.selectedMessageID == nil)
        await presenter.selectOlder()
        #expect(presenter.selectedMessage?.text == "m2")
        await presenter.selectOlder()
        await presenter.selectOlder()
        await presenter.selectOlder()
        #expect(presenter.selectedMessage?.text == "m0", "stays on the oldest")
        await presenter.selectNewer()
        #expect(presenter.selectedMessage?.text == "m1")
        await presenter.selectNewer()
        await presenter.selectNewer()
        #expect(presenter.selectedMessageID == nil, "past the newest: none")
    }

    @Test func selectingAboveTheOldestLoadedMessageLoadsTheOlderPage() async throws {
        let (_, presenter) = try await ChatPresenterFixtures.seededChat(5, pageSize: 2)
        await presenter.selectOlder()
        await presenter.selectOlder()
        #expect(presenter.selectedMessage?.text == "m3")
        await presenter.selectOlder()
        #expect(presenter.selectedMessage?.text == "m2")
        #expect(presenter.messages.map(\.text) == ["m1", "m2", "m3", "m4"])
    }

    @Test func escClearsTheSelectionBeforeItLeavesTheChat() async throws {
        let (harness, presenter) = try await ChatPresenterFixtures.seededChat(2)
        await presenter.selectOlder()
        presenter.back()
        #expect(presenter.selectedMessageID == nil)
        #expect(harness.router.path == ChatPresenterFixtures.chatPath, "still in the chat")
        presenter.back()
        #expect(harness.router.path == [.explore])
    }
}
