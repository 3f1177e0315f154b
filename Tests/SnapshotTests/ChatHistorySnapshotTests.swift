import AppComposition
import AppTestSupport
import DataAccess
import Domain
import DomainDoubles
import Foundation
import Presentation
import TerminalUI
import Testing

@MainActor
@Suite("Chat history: stored messages, stopped and failed replies, new messages below")
struct ChatHistorySnapshotTests {
    let mochi: [AppRoute] = [.explore, .chat(avatarID: "fx-cat-mochi")]

    /// The mock dependencies with a chat with Mochi already holding `count` messages, and a
    /// last reply in `lastState`.
    func seeded(_ count: Int, lastState: MessageState, responder: (any ChatResponder)? = nil) async throws -> AppDependencies {
        var deps = AppDependencies.mock
        let store = InMemoryChatStore(clock: FixtureCatalog.clock)
        let chat = await store.chat(for: "fx-cat-mochi")
        let start = FixtureCatalog.clock.now().addingTimeInterval(-Double(count) * 60)
        for index in 0..<count {
            let isUser = index.isMultiple(of: 2)
            let text = isUser ? "Question number \(index / 2 + 1)?" : "Purr. That is answer number \(index / 2 + 1)."
            let state: MessageState = index == count - 1 ? lastState : .complete
            _ = try await store.append(
                ChatMessage(role: isUser ? .user : .assistant, text: text, sentAt: start.addingTimeInterval(Double(index) * 60),
                            state: state),
                to: chat.id)
        }
        deps.chatStore = store
        if let responder { deps.responder = responder }
        return deps
    }

    @Test func aStoppedReplyFromTheStore() async throws {
        let deps = try await seeded(4, lastState: .partial)
        await assertScreens("chatStoppedReply", deps: deps, path: mochi)
    }

    @Test func aFailedReplyFromTheStore() async throws {
        let deps = try await seeded(2, lastState: .failed)
        await assertScreens("chatFailedReply", deps: deps, path: mochi)
    }

    @Test func scrollingToTheTopLoadsOlderPages() async throws {
        let deps = try await seeded(2 * ChatInteractor.pageSize + 10, lastState: .complete)
        let driver = await AppDriver(deps: deps, path: mochi)
        // Below the header, which holds the chat's title: the first question.
        let transcript = { driver.text.split(separator: "\n").dropFirst(3).joined(separator: "\n") }
        #expect(driver.text.contains("Question number 55?"))
        #expect(!transcript().contains("Question number 1?"))
        var pages = 0
        while !transcript().contains("Question number 1?"), pages < 200 {
            await driver.press(.pageUp)
            try await Task.sleep(for: .milliseconds(2))
            pages += 1
        }
        #expect(driver.text.contains("Question number 1?"), "the oldest message was reached after \(pages) pages")
    }

    /// Each size starts from the same 30 messages: sharing one store, a size would open on the
    /// reply the size before left, stored or not as far as it arrived, whichever came first.
    @Test func newMessagesBelowWhileScrolledUp() async throws {
        for size in snapshotSizes {
            let responder = ScriptedResponder()
            let deps = try await seeded(30, lastState: .complete, responder: responder)
            await assertScreens("chatNewMessagesBelow", deps: deps, path: mochi, sizes: [size]) { driver in
                let asked = responder.requests
                await driver.type("Tell me everything")
                await driver.press(.enter)
                #expect(await driver.waitUntil { _ in responder.requests > asked })
                await driver.press(.pageUp)
                responder.feedAll("Well, it all began on a sunny windowsill, long ago, with a nap that lasted all afternoon.")
                #expect(await driver.waitUntil { $0.contains("↓ more of the reply below · Ctrl-End to follow") })
            }
        }
    }

    /// The last reply regenerated twice, showing its second version: "version 2/3" under it.
    @Test func aReplyWithThreeVersions() async throws {
        var deps = try await seeded(2, lastState: .complete)
        let store = try #require(deps.chatStore as? InMemoryChatStore)
        let chat = await store.chat(for: "fx-cat-mochi")
        let first = try #require(try await store.messages(in: chat.id, before: nil, limit: 1).first)
        let now = FixtureCatalog.clock.now()
        _ = try await store.addVersion(ChatMessage(role: .assistant, text: "Mrrp. Answer number 1, said again.", sentAt: now),
                                       replacing: first.id)
        _ = try await store.addVersion(ChatMessage(role: .assistant, text: "A third try at answer number 1.", sentAt: now),
                                       replacing: first.id)
        _ = try await store.showVersion(2, of: first.id)
        deps.chatStore = store
        await assertScreens("chatReplyVersions", deps: deps, path: mochi)
    }
}
