/// Why a link could not be opened in a browser; `description` is one short sentence for the
/// status bar.
public enum BrowserFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// None of the programs named (by `$BROWSER`, else `xdg-open`) exists.
    case notFound(programs: [String])
    /// The program could not be started (its name, the C library's reason).
    case cannotStart(program: String, reason: String)
    /// The program ended with a non-zero status.
    case exited(program: String, status: Int32)
    /// The program was ended by a signal.
    case killed(program: String, signal: Int32)

    public var description: String {
        switch self {
        case .notFound(let programs) where programs == ["xdg-open"]:
            "no browser found (xdg-open is missing); set BROWSER, e.g. BROWSER=w3m"
        case .notFound(let programs):
            "no browser found (\(programs.joined(separator: ", ")) not installed); check BROWSER"
        case .cannotStart(let program, let reason): "\(program) could not start: \(reason)"
        case .exited(let program, let status): "\(program) exited with status \(status)"
        case .killed(let program, let signal): "\(program) was ended by signal \(signal)"
        }
    }

    /// The description, and for a program that failed, where to see why: a text browser's own
    /// message was on the terminal the app then drew over, a graphical one's went nowhere.
    public var userMessage: String {
        guard case .exited = self else { return description }
        return description + ": run it in a shell to see why"
    }
}
