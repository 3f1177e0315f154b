import DataAccess
import TerminalUI

/// Lends the app's terminal to a program that needs it (a text browser opened with `o`):
/// `Application` attaches its terminal at start, and the URL opener runs the program through
/// `Terminal.runOutside`. Before a terminal is attached, the program just runs.
@MainActor
public final class TerminalHandoff: TerminalLending {
    /// The terminal to lend; set by `Application`.
    public weak var terminal: (any Terminal)?

    /// A handoff with no terminal yet.
    public nonisolated init() {}

    public func runOutside<T: Sendable>(_ body: @escaping @Sendable () async -> T) async -> T {
        guard let terminal else { return await body() }
        return await terminal.runOutside(body)
    }
}
