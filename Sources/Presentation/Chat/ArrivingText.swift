import Foundation
import Synchronization

/// The pieces of a reply on their way to the main actor. Pieces that arrive while the main actor
/// is busy (drawing a frame, say) are handed over together, as one change and one frame, so a
/// fast stream of small pieces does not cost a frame each; and at most `chunkBytes` at a time,
/// so that laying out what arrived never keeps a key waiting for long.
final class ArrivingText: Sendable {
    /// The most text one delivery hands over, in UTF-8 bytes (a piece is never split).
    static let chunkBytes = 8 * 1024

    private let pending = Mutex<(chunks: [String], isScheduled: Bool)>(([], false))
    private let deliver: @MainActor @Sendable (String) -> Void

    /// Creates the way in; `deliver` gets the text that arrived, in order, a chunk at a time.
    init(deliver: @escaping @MainActor @Sendable (String) -> Void) {
        self.deliver = deliver
    }

    /// Adds a piece, from any thread; a delivery follows on the main actor.
    func add(_ piece: String) {
        let isFirst = pending.withLock { pending in
            if let last = pending.chunks.indices.last, pending.chunks[last].utf8.count < Self.chunkBytes {
                pending.chunks[last] += piece
            } else {
                pending.chunks.append(piece)
            }
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
        let chunk = pending.withLock { pending -> String? in
            guard !pending.chunks.isEmpty else {
                pending.isScheduled = false
                return nil
            }
            return pending.chunks.removeFirst()
        }
        guard let chunk else { return }
        deliver(chunk)
        scheduleDelivery()
    }
}
