import Domain
import Foundation

/// Where a screen's ages ("5 min ago") count from: the clock's time at the screen's last load,
/// not at its making. A screen comes back on top, or is refreshed, long after it was made, and
/// what was written meanwhile would otherwise be dated in the future ("in 12 min").
public struct LoadTime: Sendable {
    private let clock: NowProvider
    /// The ages as of the last load (as of the making, before any).
    public private(set) var time: RelativeTime

    public init(clock: NowProvider) {
        self.clock = clock
        time = RelativeTime(now: clock.now())
    }

    /// Takes the clock's time again: a screen calls it each time it has read its rows.
    public mutating func restart() { time = RelativeTime(now: clock.now()) }
}
