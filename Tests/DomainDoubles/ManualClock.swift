import Domain
import Foundation
import Synchronization

/// A clock that moves only when the test moves it.
public final class ManualClock: Sendable {
    private let date: Mutex<Date>

    /// Stopped at `start`.
    public init(_ start: Date) { date = Mutex(start) }

    public func advance(by seconds: TimeInterval) { date.withLock { $0 += seconds } }

    /// The clock to inject.
    public var provider: NowProvider { NowProvider { [self] in date.withLock { $0 } } }
}
