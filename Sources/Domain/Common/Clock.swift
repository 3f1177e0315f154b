import Foundation

/// Tells the time, so rules that depend on it can be tested.
public struct NowProvider: Sendable {
    /// Returns the current time.
    public let now: @Sendable () -> Date

    /// Creates a clock from a function.
    public init(now: @escaping @Sendable () -> Date) { self.now = now }

    /// The system clock.
    public static let system = NowProvider { Date() }

    /// A clock stopped at one instant.
    public static func fixed(_ date: Date) -> NowProvider { NowProvider { date } }
}
