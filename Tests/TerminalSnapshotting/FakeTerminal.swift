import TerminalUI

/// A terminal for tests: events are fed by hand and presented frames are recorded.
@MainActor
public final class FakeTerminal: Terminal {
    /// The size the app sees; `send(.resize(_:))` also changes it.
    public var size: Size
    /// The events fed with `send`, ending after `finish()`.
    public let events = TerminalEvents()
    /// Every buffer presented, oldest first.
    public private(set) var presented: [ScreenBuffer] = []
    /// How many times `invalidate()` was called.
    public private(set) var invalidateCount = 0
    /// How many times `suspend()` was called.
    public private(set) var suspendCount = 0
    /// How many times `runOutside` lent the terminal.
    public private(set) var runOutsideCount = 0

    /// A fake terminal of the given size (80×24 by default).
    public init(size: Size = Size(width: 80, height: 24)) {
        self.size = size
    }

    /// The last buffer presented, or nil before the first frame.
    public var lastFrame: ScreenBuffer? { presented.last }

    /// Queues an event; a resize also changes `size`.
    public func send(_ event: TerminalEvent) {
        if case .resize(let newSize) = event { size = newSize }
        events.yield(event)
    }

    /// Queues key presses in order.
    public func send(keys: [Key]) {
        for key in keys { send(.key(key)) }
    }

    /// Ends the event stream, as when input closes.
    public func finish() {
        events.finish()
    }

    /// Records the buffer.
    public func present(_ buffer: ScreenBuffer) {
        presented.append(buffer)
    }

    /// Counts the call.
    public func invalidate() {
        invalidateCount += 1
    }

    /// Counts the call.
    public func suspend() {
        suspendCount += 1
    }

    /// Counts the call and runs `body`.
    public func runOutside<T: Sendable>(_ body: @escaping @Sendable () async -> T) async -> T {
        runOutsideCount += 1
        return await body()
    }
}
