import Domain
import Synchronization

/// The `ChatResponder` double. Its replies follow a script: pieces written from what it was
/// asked, one stream the test made, or, by default, replies that stay open until the test feeds
/// and finishes them by hand.
public final class ScriptedResponder: ChatResponder {
    private enum Script: Sendable {
        case handFed
        case stream(AsyncThrowingStream<String, Error>)
        case pieces(@Sendable (Avatar, [ChatMessage]) -> [String], failure: DomainError?, beforePiece: @Sendable (Int) -> Void)
    }

    private let script: Script
    private let log: EventLog?
    private let fed = Mutex<[AsyncThrowingStream<String, Error>.Continuation]>([])
    private let asked = Mutex(0)
    private let received = Mutex<[ReplyRequest]>([])

    /// Replies that wait for `feed` and `finish`.
    public init() {
        script = .handFed
        log = nil
    }

    /// Every reply is `stream`.
    public init(stream: AsyncThrowingStream<String, Error>) {
        script = .stream(stream)
        log = nil
    }

    /// Every reply streams `pieces`, pulled one at a time (`beforePiece` runs before each, say to
    /// move a clock), then throws `failure` when given. Each request is written to `log` as
    /// "reply requested after <number of messages>".
    public convenience init(
        pieces: [String], failure: DomainError? = nil, log: EventLog? = nil,
        beforePiece: @escaping @Sendable (Int) -> Void = { _ in }
    ) {
        self.init(failure: failure, log: log, beforePiece: beforePiece) { _, _ in pieces }
    }

    /// Every reply streams the pieces `write` makes of the avatar and the history it is given.
    public init(
        failure: DomainError? = nil, log: EventLog? = nil, beforePiece: @escaping @Sendable (Int) -> Void = { _ in },
        writing write: @escaping @Sendable (Avatar, [ChatMessage]) -> [String]
    ) {
        script = .pieces(write, failure: failure, beforePiece: beforePiece)
        self.log = log
    }

    /// The requests in the order they came, for tests of what is sent (history, model, article).
    public var receivedRequests: [ReplyRequest] { received.withLock { $0 } }

    public func reply(to request: ReplyRequest) -> AsyncThrowingStream<ReplyEvent, Error> {
        received.withLock { $0.append(request) }
        log?.record("reply requested after \(request.history.count)")
        defer { asked.withLock { $0 += 1 } }
        switch script {
        case .handFed:
            let (stream, continuation) = AsyncThrowingStream<String, Error>.makeStream()
            fed.withLock { $0.append(continuation) }
            return Self.textEvents(stream)
        case .stream(let stream):
            return Self.textEvents(stream)
        case .pieces(let write, let failure, let beforePiece):
            // Pulled one piece at a time, so a test sees exactly how far the consumer read.
            let pieces = write(request.avatar, request.history)
            let pulled = PieceCount()
            return AsyncThrowingStream(unfolding: {
                let index = pulled.next()
                guard index < pieces.count else {
                    if let failure { throw failure }
                    return nil
                }
                beforePiece(index)
                return .text(pieces[index])
            })
        }
    }

    /// The pieces a test feeds, as the events a responder sends.
    private static func textEvents(_ pieces: AsyncThrowingStream<String, Error>) -> AsyncThrowingStream<ReplyEvent, Error> {
        AsyncThrowingStream { continuation in
            let forward = Task {
                do {
                    for try await piece in pieces { continuation.yield(.text(piece)) }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in forward.cancel() }
        }
    }

    /// How many replies were asked for.
    public var requests: Int { asked.withLock { $0 } }

    /// Sends a piece to the latest hand-fed reply.
    public func feed(_ piece: String) { fed.withLock { $0.last }?.yield(piece) }

    /// Sends a piece to every hand-fed reply.
    public func feedAll(_ piece: String) {
        for continuation in fed.withLock({ $0 }) { continuation.yield(piece) }
    }

    /// Ends the latest hand-fed reply.
    public func finish() { fed.withLock { $0.last }?.finish() }

    /// The `index`th hand-fed reply, once it has been asked for (waiting up to 20 s by the
    /// clock, as a loaded machine can take seconds to run the task that asks); nil if never.
    public func stream(_ index: Int) async -> AsyncThrowingStream<String, Error>.Continuation? {
        let deadline = ContinuousClock.now + .seconds(20)
        var attempt = 0
        while requests <= index, ContinuousClock.now < deadline {
            if attempt < 100 { await Task.yield() } else { try? await Task.sleep(for: .milliseconds(1)) }
            attempt += 1
        }
        return fed.withLock { $0.indices.contains(index) ? $0[index] : nil }
    }
}

/// How many pieces of one scripted reply were pulled.
private final class PieceCount: Sendable {
    private let count = Mutex(0)

    func next() -> Int {
        count.withLock { count in
            defer { count += 1 }
            return count
        }
    }
}
