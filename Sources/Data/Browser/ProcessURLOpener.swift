import Domain
import Foundation

/// Opens web pages in the user's browser: `$BROWSER` (first entry) or else `xdg-open`.
///
/// The address is passed as one argument to the program, never through a shell.
/// Output is discarded and the app does not wait for the browser to exit.
public struct ProcessURLOpener: URLOpener {
    private let environment: [String: String]

    /// Creates an opener that reads `BROWSER` and `PATH` from `environment`.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.environment = environment
    }

    /// Starts the browser on an http or https address.
    ///
    /// Throws `DomainError.invalidInput` for other schemes and `DomainError.unavailable` when no browser starts.
    public func open(_ url: URL) async throws {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
              url.host?.isEmpty == false
        else { throw DomainError.invalidInput("only http and https links can be opened") }
        let command = BrowserCommand(environment: environment)
        guard let executable = command.executable(environment: environment) else { throw Self.noBrowser }
        let process = Process()
        process.executableURL = executable
        process.arguments = command.arguments + [url.absoluteString]
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw Self.noBrowser
        }
    }

    private static let noBrowser = DomainError.unavailable("no browser: set $BROWSER or install xdg-open")
}
