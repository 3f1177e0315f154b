import Foundation

/// Writes an avatar's reply to a conversation.
public protocol ChatResponder: Sendable {
    /// Streams what happens while the reply is written; every failure ends the stream with an
    /// error, and cancelling the consumer stops the request.
    func reply(to request: ReplyRequest) -> AsyncThrowingStream<ReplyEvent, Error>
}

extension ChatResponder {
    /// Only the reply's text pieces, with the avatar's own system prompt, for callers that show
    /// nothing else (the headless paths and tests).
    public func reply(as avatar: Avatar, to history: [ChatMessage]) -> AsyncThrowingStream<String, Error> {
        let events = reply(to: ReplyRequest(avatar: avatar, history: history))
        return AsyncThrowingStream { continuation in
            let task = Task {
                do {
                    for try await event in events {
                        if case .text(let piece) = event { continuation.yield(piece) }
                    }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}
