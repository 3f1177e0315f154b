import Foundation
import Observation
import Synchronization

/// Lets other main-actor work run until `condition` holds; false if it never does within 20 s by
/// the clock (a loaded machine can take seconds to run the work it waits for).
@MainActor
func eventually(_ condition: () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + .seconds(20)
    var attempt = 0
    while ContinuousClock.now < deadline {
        if condition() { return true }
        if attempt < 100 { await Task.yield() } else { try? await Task.sleep(for: .milliseconds(1)) }
        attempt += 1
    }
    return condition()
}

/// Polls until `condition` holds, for at most `seconds` (generous: the machine may be busy);
/// false if it never does.
@MainActor
func eventually(seconds: Double, _ condition: () async throws -> Bool) async rethrows -> Bool {
    let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
    while ContinuousClock.now < deadline {
        if try await condition() { return true }
        try? await Task.sleep(for: .milliseconds(5))
    }
    return try await condition()
}

/// Lets every piece of main-actor work that is already queued run to its end.
@MainActor
func settle() async {
    for _ in 0..<200 { await Task.yield() }
}

/// True when `body` changes what `read` reads: what the frame that drew it observes, so the app
/// would draw again.
@MainActor
func changes(_ read: () -> Void, by body: () -> Void) -> Bool {
    final class Changed: Sendable { let value = Mutex(false) }
    let changed = Changed()
    withObservationTracking(read) { changed.value.withLock { $0 = true } }
    body()
    return changed.value.withLock { $0 }
}
