import Domain
import Foundation

extension ExternalProgram {
    /// The executable file: `program` itself when it is a path, otherwise the first match on
    /// `$PATH`.
    static func executable(_ program: String, environment: [String: String]) -> URL? {
        let files = FileManager.default
        if program.contains("/") {
            return files.isExecutableFile(atPath: program) ? URL(fileURLWithPath: program) : nil
        }
        let searchPath = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        return searchPath.split(separator: ":")
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent(program) }
            .first { files.isExecutableFile(atPath: $0.path) }
    }

    /// Runs the program with the terminal, lent by `terminal`, and waits until it ends; throws
    /// when it cannot start or ends with a failure.
    static func runInForeground(
        _ executable: URL, arguments: [String], environment: [String: String], terminal: any TerminalLending
    ) async throws(BrowserFailure) {
        let outcome: Result<ChildExit, BrowserFailure> = await terminal.runOutside {
            let started = start(executable, arguments: arguments, environment: environment, placement: .foreground)
            return switch started {
            case .success(let pid): .success(await ChildExit.wait(for: pid))
            case .failure(let failure): .failure(failure)
            }
        }
        if let failure = try outcome.get().failure(program: executable.lastPathComponent) { throw failure }
    }
}
