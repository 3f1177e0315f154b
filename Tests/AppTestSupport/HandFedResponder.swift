import Domain
import Foundation

/// A responder whose replies stay open until the test feeds and finishes them by hand.
public final class HandFedResponder: ChatResponder, @unchecked Sendable {
    private let lock = NSLock()
    private var continuations: [AsyncThrowingStream<String, Error>.Continuation] = []

    /// Creates a responder that has not been asked anything yet.
    public init() {}

    /// Opens a reply that waits for `feed`.
    public func reply(as avatar: Avatar, to history: [ChatMessage]) -> AsyncThrowingStream<String, Error> {
        let (stream, continuation) = AsyncThrowingStream<String, Error>.makeStream()
        lock.withLock { continuations.append(continuation) }
        return stream
    }

    /// How many replies were asked for.
    public var requests: Int { lock.withLock { continuations.count } }

    /// Sends a piece to the latest reply.
    public func feed(_ piece: String) { lock.withLock { continuations.last }?.yield(piece) }

    /// Sends a piece to every reply still open.
    public func feedAll(_ piece: String) {
        for continuation in lock.withLock({ continuations }) { continuation.yield(piece) }
    }

    /// Ends the latest reply.
    public func finish() { lock.withLock { continuations.last }?.finish() }

    /// The `index`th reply, once it has been asked for (waiting up to about two seconds); nil if never.
    @MainActor
    public func stream(_ index: Int) async -> AsyncThrowingStream<String, Error>.Continuation? {
        for attempt in 0..<2_000 where requests <= index {
            if attempt < 100 { await Task.yield() } else { try? await Task.sleep(for: .milliseconds(1)) }
        }
        return lock.withLock { continuations.indices.contains(index) ? continuations[index] : nil }
    }
}
