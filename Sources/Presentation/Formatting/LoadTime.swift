import Domain
import Foundation

/// Where a screen's ages ("5 min ago") count from: the clock's time at the screen's last load,
/// not at its making, moved on while the screen shows (`ScreenPresenter.catchUpWithClock`). A
/// screen comes back on top, or is refreshed, long after it was made, and what was written
/// meanwhile would otherwise be dated in the future ("in 12 min").
public struct LoadTime: Sendable {
    private let clock: NowProvider
    /// The ages as of the last load or catch-up (as of the making, before any).
    public private(set) var time: RelativeTime

    public init(clock: NowProvider) {
        self.clock = clock
        time = RelativeTime(now: clock.now())
    }

    /// Takes the clock's time again: a screen calls it each time it has read its rows, and when
    /// its ages fall behind the clock (`isBehindClock`).
    public mutating func restart() { time = RelativeTime(now: clock.now()) }

    /// True when what `shown` makes of a time (the ages and HOT marks of the rows a screen
    /// holds) differs at the clock's time from at `time`: the screen then takes the clock's time
    /// (`restart`). While it is false, the screen is left alone, and so is the terminal.
    public func isBehindClock<Shown: Equatable>(_ shown: (RelativeTime) -> Shown) -> Bool {
        shown(time) != shown(RelativeTime(now: clock.now()))
    }
}
