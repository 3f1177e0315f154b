/// A terminal the app draws on and reads keys from.
///
/// The ncurses backend is the live implementation; tests use a fake one.
@MainActor
public protocol Terminal: AnyObject {
    /// The current size in cells.
    var size: Size { get }
    /// Key presses, resizes and other events, in order. The stream ends when input closes.
    var events: AsyncStream<TerminalEvent> { get }
    /// Shows the buffer, sending only what changed since the last frame.
    func present(_ buffer: ScreenBuffer)
    /// Forgets the last frame so the next `present` redraws everything (Ctrl-L).
    func invalidate()
    /// Gives the terminal back to the shell, stops the process, and takes it again on resume.
    func suspend()
}
