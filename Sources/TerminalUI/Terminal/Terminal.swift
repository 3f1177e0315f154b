/// A terminal the app draws on and reads keys from.
///
/// The ncurses backend is the live implementation; tests use a fake one.
@MainActor
public protocol Terminal: AnyObject {
    /// The current size in cells.
    var size: Size { get }
    /// Key presses, resizes and other events, in order. The stream ends when input closes.
    var events: TerminalEvents { get }
    /// Shows the buffer, sending only what changed since the last frame.
    func present(_ buffer: ScreenBuffer)
    /// Forgets the last frame so the next `present` redraws everything (Ctrl-L).
    func invalidate()
    /// Gives the terminal back to the shell, stops the process, and takes it again on resume.
    func suspend()
    /// Lends the terminal to `body`, which runs a program in the foreground on it and waits for
    /// it (a text browser), then takes the terminal back and redraws everything. No key reaches
    /// the app meanwhile. A terminal without a screen just runs `body`.
    func runOutside<T: Sendable>(_ body: @escaping @Sendable () async -> T) async -> T
}

extension Terminal {
    /// Runs `body`: there is no screen to give up.
    public func runOutside<T: Sendable>(_ body: @escaping @Sendable () async -> T) async -> T { await body() }
}
