import Domain
import Foundation

/// The default responder: writes in-character replies without any network or model.
///
/// The reply depends only on the seed, the avatar and the conversation, so tests can predict it.
/// It arrives word by word (one to three characters at a time for Chinese and Japanese),
/// with `delay` between pieces, and stops as soon as the consumer is cancelled.
public struct OfflinePersonaResponder: ChatResponder {
    /// The pause between pieces when none is given.
    public static let defaultDelay: Duration = .milliseconds(40)

    /// Chooses the wording; the same seed and conversation always give the same reply.
    public let seed: UInt64
    /// The pause between two pieces of the stream.
    public let delay: Duration

    public init(seed: UInt64 = 0x5EED, delay: Duration = OfflinePersonaResponder.defaultDelay) {
        self.seed = seed
        self.delay = delay
    }

    /// The whole reply the stream delivers, cleaned like any text that enters the app (it is made
    /// from the avatar's fields and the user's words).
    public func replyText(as avatar: Avatar, to history: [ChatMessage]) -> String {
        UntrustedText.clean(PersonaReplyWriter(seed: seed).reply(as: avatar, to: history))
    }

    /// The reply cut into the pieces the stream delivers.
    public func replyChunks(as avatar: Avatar, to history: [ChatMessage]) -> [String] {
        let conversationSeed = PersonaReplyWriter.conversationSeed(seed, avatar: avatar, history: history)
        var random = SplitMix64(seed: ~conversationSeed)
        return ReplyChunker.chunks(of: replyText(as: avatar, to: history), using: &random)
    }

    /// Streams the reply piece by piece; cancelling the consumer stops the producer. The persona
    /// writes from the avatar and the history alone: no prompt, model or article is read.
    public func reply(to request: ReplyRequest) -> AsyncThrowingStream<ReplyEvent, Error> {
        let chunks = replyChunks(as: request.avatar, to: request.history)
        let delay = delay
        return AsyncThrowingStream { continuation in
            let producer = Task {
                for (index, chunk) in chunks.enumerated() {
                    if index > 0, delay > .zero {
                        do { try await Task.sleep(for: delay) } catch { break }
                    }
                    if Task.isCancelled { break }
                    continuation.yield(.text(chunk))
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in producer.cancel() }
        }
    }
}
