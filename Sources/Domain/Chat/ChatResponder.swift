import Foundation

/// Writes an avatar's reply to a conversation.
public protocol ChatResponder: Sendable {
    /// Streams the reply in pieces; joined in order they make the whole reply.
    func reply(as avatar: Avatar, to history: [ChatMessage]) -> AsyncThrowingStream<String, Error>
}
