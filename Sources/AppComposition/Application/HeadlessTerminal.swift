import TerminalUI

/// A terminal with no screen: it keeps the last frame, for `aichats render` and scripts.
@MainActor
public final class HeadlessTerminal: Terminal {
    /// The size frames are composed at.
    public var size: Size
    /// No input: the stream ends at once.
    public let events: AsyncStream<TerminalEvent> = AsyncStream { $0.finish() }
    /// The last frame presented.
    public private(set) var lastFrame: ScreenBuffer?

    /// Creates a terminal of the given size.
    public init(size: Size) { self.size = size }

    /// Keeps the frame.
    public func present(_ buffer: ScreenBuffer) { lastFrame = buffer }
    /// Nothing to forget.
    public func invalidate() {}
    /// Nothing to suspend.
    public func suspend() {}
}
