import ArgumentParser
import Foundation

/// Runs an async command (the existential is opened so its async `run` is the one called).
func runAsync(_ command: some AsyncParsableCommand) async throws {
    var command = command
    try await command.run()
}

// Parses the command line and maps errors to exit codes: 0 success, 1 runtime error with a
// message on stderr, 2 usage error.
do {
    var command = try AichatsCommand.parseAsRoot()
    if let asyncCommand = command as? any AsyncParsableCommand {
        try await runAsync(asyncCommand)
    } else {
        try command.run()
    }
} catch let error as RuntimeFailure {
    FileHandle.standardError.write(Data("aichats: \(error.message)\n".utf8))
    exit(1)
} catch let error as UsageFailure {
    FileHandle.standardError.write(Data("aichats: \(error.message)\n".utf8))
    exit(2)
} catch {
    let code = AichatsCommand.exitCode(for: error)
    if code == .success {
        print(AichatsCommand.fullMessage(for: error))
        exit(0)
    }
    FileHandle.standardError.write(Data((AichatsCommand.fullMessage(for: error) + "\n").utf8))
    exit(code == .validationFailure ? 2 : code.rawValue)
}
