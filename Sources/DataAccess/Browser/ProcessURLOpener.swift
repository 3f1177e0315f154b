import Domain
import Foundation

/// Opens web pages in the user's browser: the first program of `$BROWSER` (a colon-separated
/// list) that exists, else `xdg-open`.
///
/// The address is passed as one argument, never through a shell. A text browser (w3m, lynx …,
/// or any program that is not known to be graphical when no graphical session is there) runs in
/// the foreground with the terminal, lent by `terminal`, and the app waits for it. A graphical
/// browser runs in the background with its output discarded; the app waits only
/// `earlyFailureWindow` for it, to report one that fails at once.
public struct ProcessURLOpener: URLOpener {
    private let environment: [String: String]
    private let terminal: any TerminalLending
    private let earlyFailureWindow: Duration

    /// Reads `BROWSER`, `PATH`, `DISPLAY` and `WAYLAND_DISPLAY` from `environment`; a text browser
    /// borrows the terminal from `terminal`.
    public init(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        terminal: any TerminalLending = NoTerminalLending(), earlyFailureWindow: Duration = .milliseconds(500)
    ) {
        self.environment = environment
        self.terminal = terminal
        self.earlyFailureWindow = earlyFailureWindow
    }

    /// Starts the browser on an http or https address.
    ///
    /// Throws `DomainError.invalidInput` for other schemes, and a `BrowserFailure` when no browser
    /// exists, it cannot start, or it ends with a non-zero status.
    public func open(_ url: URL) async throws {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
              url.host?.isEmpty == false
        else { throw DomainError.invalidInput("only http and https links can be opened") }
        let candidates = BrowserCommand.candidates(environment: environment)
        let found = candidates.lazy.compactMap { command in
            command.executable(environment: environment).map { (command, $0) }
        }.first
        guard let (command, executable) = found else { throw BrowserFailure.notFound(programs: candidates.map(\.name)) }
        let arguments = command.arguments(for: url.absoluteString)
        if command.needsTerminal(environment: environment) {
            try await ExternalProgram.runInForeground(
                executable, arguments: arguments, environment: environment, terminal: terminal)
        } else {
            try await startInBackground(executable, arguments: arguments, name: command.name)
        }
    }

    private func startInBackground(_ executable: URL, arguments: [String], name: String) async throws(BrowserFailure) {
        let pid = try ExternalProgram.start(
            executable, arguments: arguments, environment: environment, placement: .background
        ).get()
        if let failure = await ChildExit.wait(for: pid, atMost: earlyFailureWindow)?.failure(program: name) {
            throw failure
        }
    }
}
