import Domain
import Synchronization

/// A responder whose replies a test writes event by event (reasoning, text, …), for what shows
/// while a reply thinks. Each reply asked for gets a stream of its own; `send` and `finish`
/// act on the latest.
public final class HandFedEventResponder: ChatResponder {
    private let streams = Mutex<[AsyncThrowingStream<ReplyEvent, Error>.Continuation]>([])

    public init() {}

    /// How many replies were asked for.
    public var requests: Int { streams.withLock { $0.count } }

    public func reply(to request: ReplyRequest) -> AsyncThrowingStream<ReplyEvent, Error> {
        let (stream, continuation) = AsyncThrowingStream<ReplyEvent, Error>.makeStream()
        streams.withLock { $0.append(continuation) }
        return stream
    }

    /// Sends an event to the latest reply.
    public func send(_ event: ReplyEvent) { streams.withLock { $0.last }?.yield(event) }

    /// Ends the latest reply.
    public func finish() { streams.withLock { $0.last }?.finish() }
}
