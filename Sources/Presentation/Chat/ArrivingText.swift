import Foundation
import Synchronization

/// The pieces of a reply on their way to the main actor. Pieces that arrive while the main actor
/// is busy (drawing a frame, say) are handed over together, as one change and one frame, so a
/// fast stream of small pieces does not cost a frame each; and at most `chunkBytes` at a time,
/// so that laying out what arrived never keeps a key waiting for long.
final class ArrivingText: Sendable {
    /// The most text one delivery hands over, in UTF-8 bytes (a piece is never split).
    static let chunkBytes = 8 * 1024

    /// What waits for the main actor: text, or a step that must come after the text before it
    /// and before the text after it.
    private enum Pending: Sendable {
        case text(String)
        case step(@MainActor @Sendable () -> Void)
    }

    private let pending = Mutex<(chunks: [Pending], isScheduled: Bool)>(([], false))
    private let deliver: @MainActor @Sendable (String) -> Void

    /// Creates the way in; `deliver` gets the text that arrived, in order, a chunk at a time.
    init(deliver: @escaping @MainActor @Sendable (String) -> Void) {
        self.deliver = deliver
    }

    /// Adds a piece, from any thread; a delivery follows on the main actor.
    func add(_ piece: String) {
        enqueue { chunks in
            if case .text(let last)? = chunks.last, last.utf8.count < Self.chunkBytes {
                chunks[chunks.count - 1] = .text(last + piece)
            } else {
                chunks.append(.text(piece))
            }
        }
    }

    /// Runs `step` on the main actor once the text added before it is handed over, before any
    /// text added after it (text that turned out to be reasoning moves when all of it is there).
    func add(step: @escaping @MainActor @Sendable () -> Void) {
        enqueue { $0.append(.step(step)) }
    }

    private func enqueue(_ change: (inout [Pending]) -> Void) {
        let isFirst = pending.withLock { pending in
            change(&pending.chunks)
            defer { pending.isScheduled = true }
            return !pending.isScheduled
        }
        if isFirst { scheduleDelivery() }
    }

    /// True while text waits to be handed over.
    var isPending: Bool { pending.withLock { !$0.chunks.isEmpty } }

    /// Waits until everything that arrived was handed over, frames drawn in between.
    @MainActor
    func drain() async {
        while isPending { await Task.yield() }
    }

    private func scheduleDelivery() {
        Task { @MainActor in self.deliverChunk() }
    }

    /// Hands over the oldest chunk, then lets other work (a frame, a key) run before the next.
    @MainActor
    private func deliverChunk() {
        let chunk = pending.withLock { pending -> Pending? in
            guard !pending.chunks.isEmpty else {
                pending.isScheduled = false
                return nil
            }
            return pending.chunks.removeFirst()
        }
        switch chunk {
        case nil: return
        case .text(let text)?: deliver(text)
        case .step(let step)?: step()
        }
        scheduleDelivery()
    }
}
