/// Gives the user's terminal to a program that needs it (a text browser) and takes it back.
/// The app's terminal implements it; the opener never knows how the screen is drawn.
public protocol TerminalLending: Sendable {
    /// Gives the terminal up, runs `body` (which starts the program and waits for it), then takes
    /// the terminal back and redraws the screen.
    func runOutside<T: Sendable>(_ body: @escaping @Sendable () async -> T) async -> T
}

/// No screen to give up (tests, `aichats render`): the program just runs.
public struct NoTerminalLending: TerminalLending {
    public init() {}

    public func runOutside<T: Sendable>(_ body: @escaping @Sendable () async -> T) async -> T { await body() }
}
