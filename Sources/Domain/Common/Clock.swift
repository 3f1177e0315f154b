import Foundation

/// Tells the time, so rules that depend on it can be tested.
public struct NowProvider: Sendable {
    public let now: @Sendable () -> Date

    public init(now: @escaping @Sendable () -> Date) { self.now = now }

    public static let system = NowProvider { Date() }

    /// A clock stopped at one instant.
    public static func fixed(_ date: Date) -> NowProvider { NowProvider { date } }
}
