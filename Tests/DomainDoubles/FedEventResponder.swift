import Domain
import Synchronization

/// A `ChatResponder` whose replies are the events a test feeds by hand (text, usage, a wait
/// before a retry), for the presenter's tests of what the status bar says.
public final class FedEventResponder: ChatResponder {
    private let streams = Mutex<[AsyncThrowingStream<ReplyEvent, Error>.Continuation]>([])
    private let ended = Mutex(0)

    public init() {}

    public func reply(to request: ReplyRequest) -> AsyncThrowingStream<ReplyEvent, Error> {
        let (stream, continuation) = AsyncThrowingStream<ReplyEvent, Error>.makeStream()
        continuation.onTermination = { [self] _ in ended.withLock { $0 += 1 } }
        streams.withLock { $0.append(continuation) }
        return stream
    }

    /// How many replies were asked for.
    public var requests: Int { streams.withLock { $0.count } }

    /// How many reply streams ended (finished, failed or cancelled by the consumer).
    public var endedStreams: Int { ended.withLock { $0 } }

    /// Sends `event` on the latest reply.
    public func feed(_ event: ReplyEvent) { streams.withLock { $0.last }?.yield(event) }

    /// Ends the latest reply.
    public func finish() { streams.withLock { $0.last }?.finish() }

    /// Ends the latest reply with `error`.
    public func fail(_ error: any Error) { streams.withLock { $0.last }?.finish(throwing: error) }
}
