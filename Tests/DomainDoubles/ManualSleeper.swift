import Domain
import Synchronization

/// A sleeper whose sleeps end only when the test fires them (or their task is cancelled).
public final class ManualSleeper: Sendable {
    private let state = Mutex<(next: Int, waiting: [Int: CheckedContinuation<Void, any Error>])>((0, [:]))

    /// No sleep under way.
    public init() {}

    /// The sleeper to inject.
    public var sleeper: Sleeper { Sleeper { [self] _ in try await sleep() } }

    /// How many sleeps are under way.
    public var sleeping: Int { state.withLock { $0.waiting.count } }

    /// Ends every sleep under way.
    public func fire() {
        let waiting = state.withLock { state in
            defer { state.waiting = [:] }
            return Array(state.waiting.values)
        }
        for continuation in waiting { continuation.resume() }
    }

    /// Waits (up to 20 s by the clock, for a loaded machine) until a sleep is under way; false if
    /// none starts.
    public func waitForSleep() async -> Bool {
        let deadline = ContinuousClock.now + .seconds(20)
        while sleeping == 0, ContinuousClock.now < deadline { try? await Task.sleep(for: .milliseconds(1)) }
        return sleeping > 0
    }

    private func sleep() async throws {
        let id = state.withLock { state in
            state.next += 1
            return state.next
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let cancelled = state.withLock { state in
                    if Task.isCancelled { return true }
                    state.waiting[id] = continuation
                    return false
                }
                if cancelled { continuation.resume(throwing: CancellationError()) }
            }
        } onCancel: {
            state.withLock { $0.waiting.removeValue(forKey: id) }?.resume(throwing: CancellationError())
        }
    }
}
