import TerminalUI

/// A terminal with no screen: it keeps the last frame, for `aichats render` and scripts.
@MainActor
public final class HeadlessTerminal: Terminal {
    public var size: Size
    /// No input: the stream ends at once.
    public let events = TerminalEvents.finished()
    public private(set) var lastFrame: ScreenBuffer?

    public init(size: Size) { self.size = size }

    public func present(_ buffer: ScreenBuffer) { lastFrame = buffer }
    public func invalidate() {}
    public func suspend() {}
}
