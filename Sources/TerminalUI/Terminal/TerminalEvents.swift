/// A terminal's events, queued and read on the main actor, in order, until `finish()`.
///
/// Not an `AsyncStream`: its `next` runs on the global executor even when the main actor awaits
/// it (Swift 6.3), so each key went to the cooperative pool and back before the app saw it. While
/// a refresh kept the pool's two threads busy on two cores, that round trip alone held keys for
/// milliseconds (docs/performance.md, "Scale"). Here the reader waits and resumes on the main
/// actor. One reader at a time; cancelling it does not end its wait, `finish()` does.
@MainActor
public final class TerminalEvents: AsyncSequence {
    public typealias Element = TerminalEvent
    public typealias Failure = Never

    private var queued: [TerminalEvent] = []
    private var reader: CheckedContinuation<TerminalEvent?, Never>?
    private var isFinished = false

    public init() {}

    /// Events that have already ended: a terminal without input.
    public static func finished() -> TerminalEvents {
        let events = TerminalEvents()
        events.finish()
        return events
    }

    /// Queues `event` for the reader; ignored once finished.
    public func yield(_ event: TerminalEvent) {
        guard !isFinished else { return }
        if let reader {
            self.reader = nil
            reader.resume(returning: event)
        } else {
            queued.append(event)
        }
    }

    /// How many events wait to be read.
    public var queuedCount: Int { queued.count }

    /// Takes the keys, pastes, clicks and wheel steps queued after the first `count` events out
    /// of the queue, and returns how many: typed while a screen opened, they were meant for the
    /// one still shown (see `Application.ignoreInput`). Resizes and the rest stay.
    public func dropInput(after count: Int) -> Int {
        guard queued.count > count else { return 0 }
        let late = queued[count...]
        let kept = late.filter { !$0.isInput }
        queued = Array(queued[..<count]) + kept
        return late.count - kept.count
    }

    /// Ends the sequence once the reader has what was queued before.
    public func finish() {
        isFinished = true
        reader?.resume(returning: nil)
        reader = nil
    }

    func next() async -> TerminalEvent? {
        if !queued.isEmpty { return queued.removeFirst() }
        if isFinished { return nil }
        return await withCheckedContinuation { reader = $0 }
    }

    public nonisolated func makeAsyncIterator() -> Iterator { Iterator(events: self) }

    public struct Iterator: AsyncIteratorProtocol {
        let events: TerminalEvents

        public mutating func next() async -> TerminalEvent? { await events.next() }

        /// What `for await` calls: on the main actor, no hop at all.
        public mutating func next(isolation actor: isolated (any Actor)?) async -> TerminalEvent? {
            await events.next()
        }
    }
}
