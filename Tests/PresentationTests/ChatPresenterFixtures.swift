import Domain
import DomainDoubles
import Foundation
import Presentation
import Testing

/// What the chat presenter tests start from: Mochi's chat and a store seeded with its history.
enum ChatPresenterFixtures {
    static let chatPath: [AppRoute] = [.explore, .chat(avatarID: "fx-cat-mochi")]

    /// A store holding `count` messages with Mochi, "m0" the oldest, user and reply in turn.
    static func seededStore(_ count: Int) async throws -> FakeChatStore {
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

    /// A harness on Mochi's chat whose store holds `count` messages (see `seededStore`), and the
    /// chat, loaded.
    @MainActor
    static func seededChat(_ count: Int, pageSize: Int = ChatInteractor.pageSize) async throws -> (Harness, ChatPresenter) {
        let harness = Harness(path: chatPath, chatStore: try await seededStore(count))
        let presenter = harness.chat("fx-cat-mochi", pageSize: pageSize)
        await presenter.onAppear()
        return (harness, presenter)
    }

    /// A harness on Mochi's chat answered by a hand-fed responder, the chat with `text` sent, and
    /// the stream of its reply.
    @MainActor
    static func replying(
        to text: String, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> (Harness, ScriptedResponder, ChatPresenter, AsyncThrowingStream<String, Error>.Continuation) {
        let responder = ScriptedResponder()
        let harness = Harness(path: chatPath, responder: responder)
        let (presenter, stream) = try await harness.chatReplying(to: text, from: responder, sourceLocation: sourceLocation)
        return (harness, responder, presenter, stream)
    }
}
