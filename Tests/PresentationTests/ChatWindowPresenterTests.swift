import Domain
import DomainDoubles
import Foundation
import Presentation
import Testing

/// A stretch of history that does not reach the chat's end (Ctrl-Home's first page, a search
/// match's surroundings): newer pages load below it, and nothing takes its last message for the
/// chat's last.
@MainActor
@Suite("ChatPresenter: an older stretch of a long chat")
struct ChatWindowPresenterTests {
    /// Ctrl-Home loaded one older page a press (118 presses for 5,000 messages).
    @Test func ctrlHomeLoadsTheFirstPageAtOnceAndNewerPagesLoadBelowIt() async throws {
        let (_, presenter) = try await ChatPresenterFixtures.seededChat(7, pageSize: 3)
        await presenter.showOldest()
        #expect(presenter.messages.map(\.text) == ["m0", "m1", "m2"])
        #expect(!presenter.hasOlderMessages && presenter.hasNewerMessages)
        #expect(presenter.scrollsToOldestOnNextFrame, "the view scrolls to the top once it has laid the page out")
        presenter.scroll(toOldest: true, maxOffset: 12)
        #expect(presenter.scrollFromBottom == 12 && !presenter.scrollsToOldestOnNextFrame)
        await presenter.loadNewerIfNeeded()
        #expect(presenter.messages.map(\.text) == (0..<6).map { "m\($0)" })
        await presenter.loadNewerIfNeeded()
        #expect(presenter.messages.map(\.text) == (0..<7).map { "m\($0)" })
        #expect(!presenter.hasNewerMessages)
    }

    /// A newer page added under the view's bottom line moves nothing: the view stays where it was.
    @Test func aNewerPageLoadedAtTheBottomKeepsThePlace() async throws {
        let (_, presenter) = try await ChatPresenterFixtures.seededChat(7, pageSize: 3)
        await presenter.showOldest()
        presenter.scroll(toOldest: false, maxOffset: 12)
        await presenter.loadNewerIfNeeded()
        presenter.keepPlace(linesAddedBelow: 9)
        #expect(presenter.scrollFromBottom == 9)
        presenter.scroll(toOldest: false, maxOffset: 21)
        presenter.keepPlace(linesAddedBelow: 4)
        #expect(presenter.scrollFromBottom == 0, "following again once the page is placed")
    }

    @Test func theStretchsLastMessageIsNotTakenForTheChatsLast() async throws {
        let (_, presenter) = try await ChatPresenterFixtures.seededChat(7, pageSize: 3)
        #expect(presenter.messageToDelete?.text == "m6")
        await presenter.showOldest()
        #expect(presenter.messageToDelete == nil, "Alt-d deletes only a selected message there")
        #expect(presenter.lastSentText == nil, "↑ brings back no message from there")
        await presenter.showNewest()
        #expect(presenter.messages.map(\.text) == ["m4", "m5", "m6"])
        #expect(!presenter.hasNewerMessages && presenter.hasOlderMessages)
        #expect(presenter.messageToDelete?.text == "m6")
        #expect(presenter.scrollFromBottom == 0)
    }

    /// The rule said "↓ more of the reply below" after the reply had ended, until a scroll.
    @Test func aReplyThatEndsWhileScrolledUpLeavesNothingNewBelow() async throws {
        let (_, _, presenter, stream) = try await ChatPresenterFixtures.replying(to: "hi")
        presenter.scroll(by: 2, maxOffset: 10)
        stream.yield("More text")
        #expect(await eventually { presenter.hasNewMessagesBelow })
        stream.finish()
        await presenter.waitForReply()
        #expect(!presenter.hasNewMessagesBelow)
        #expect(presenter.scrollFromBottom == 2, "still scrolled up")
    }
}
