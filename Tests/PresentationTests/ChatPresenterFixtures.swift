import Domain
import DomainDoubles
import Foundation
import Presentation

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
}
