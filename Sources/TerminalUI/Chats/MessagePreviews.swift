import Domain
import Foundation
import Synchronization

/// The one-line text of each listed chat's newest message (`ChatsView.lastMessagePreview`),
/// made once per message: a reply's Markdown read again for each row on screen took most of a
/// key's 12–26 ms in a list of 3,000 chats. A message is known by its id, its length and its
/// state, so a reply that grows or ends is made again; the cache is emptied when it holds many,
/// as the rows a user scrolls past are not asked for again soon.
final class MessagePreviews: Sendable {
    private struct Key: Hashable {
        let id: UUID
        let length: Int
        let state: MessageState
    }

    /// More than many screens of rows, few enough to be nothing in memory.
    static let most = 1_000
    private let made = Mutex<[Key: String]>([:])

    /// The message's preview text, made by `make` unless it was made before.
    func text(of message: ChatMessage, make: (ChatMessage) -> String) -> String {
        let key = Key(id: message.id, length: message.text.utf8.count, state: message.state)
        if let text = made.withLock({ $0[key] }) { return text }
        let text = make(message)
        made.withLock { made in
            if made.count >= Self.most { made.removeAll(keepingCapacity: true) }
            made[key] = text
        }
        return text
    }
}
