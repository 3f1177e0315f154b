import Foundation

/// Waits for a while, so that rules that act after a delay (saving a growing reply) can be
/// tested without waiting for real.
public struct Sleeper: Sendable {
    /// Returns after `duration`; throws `CancellationError` when the task is cancelled first.
    public let sleep: @Sendable (Duration) async throws -> Void

    public init(sleep: @escaping @Sendable (Duration) async throws -> Void) { self.sleep = sleep }

    /// Real time.
    public static let system = Sleeper { try await Task.sleep(for: $0) }
}
