import Domain
import Foundation

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
    /// The burst of input being dropped (`dropInput(after:thenUntilQuiet:)`): the clock, when
    /// its last key came, and what to tell of each key dropped.
    private var burst: (clock: NowProvider, last: Date, dropped: @MainActor () -> Void)?

    /// How long input must pause to end a burst being dropped: longer than between the keys of
    /// a word typed or a sequence sent by a script, shorter than a look at the screen.
    public static let burstPause: TimeInterval = 0.5

    public init() {}

    /// Events that have already ended: a terminal without input.
    public static func finished() -> TerminalEvents {
        let events = TerminalEvents()
        events.finish()
        return events
    }

    /// Queues `event` for the reader; ignored once finished.
    public func yield(_ event: TerminalEvent) {
        guard !isFinished, !droppedInBurst(event) else { return }
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
    ///
    /// With `clock`, once one was dropped, the rest of that burst is dropped as it comes: each
    /// input that comes within `burstPause` of the last one (`dropped` is called for each), so
    /// that a sequence typed ahead never half applies (Enter dropped, the `r` and text after it
    /// renamed the chat on screen). The first input after a pause is taken.
    public func dropInput(
        after count: Int, thenUntilQuiet clock: NowProvider? = nil, dropped: @escaping @MainActor () -> Void = {}
    ) -> Int {
        guard queued.count > count else { return 0 }
        let late = queued[count...]
        let kept = late.filter { !$0.isInput }
        queued = Array(queued[..<count]) + kept
        let count = late.count - kept.count
        if count > 0, let clock { burst = (clock, clock.now(), dropped) }
        return count
    }

    /// True when `event` is input that goes on a burst being dropped.
    private func droppedInBurst(_ event: TerminalEvent) -> Bool {
        guard event.isInput, let burst else { return false }
        let now = burst.clock.now()
        guard now.timeIntervalSince(burst.last) < Self.burstPause else {
            self.burst = nil
            return false
        }
        self.burst?.last = now
        burst.dropped()
        return true
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
