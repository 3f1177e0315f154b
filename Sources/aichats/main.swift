import AppComposition
import ArgumentParser
import Foundation

/// Runs an async command (the existential is opened so its async `run` is the one called).
func runAsync(_ command: some AsyncParsableCommand) async throws {
    var command = command
    try await command.run()
}

StandardStream.reserveClosedDescriptors()
// A write to a closed pipe or socket, or past `ulimit -f`, fails with EPIPE or EFBIG, which the
// app reports, instead of killing the process with the terminal in raw mode and data unsaved.
signal(SIGPIPE, SIG_IGN)
signal(SIGXFSZ, SIG_IGN)
MallocArenas.limit(to: 2)

// Parses the command line and maps errors to exit codes: 0 success, 1 runtime error with a
// message on stderr, 2 usage error (a wrong setting included), 128+n after quit signal n.
do {
    let arguments = HelpTopic.movedFirst(Array(CommandLine.arguments.dropFirst()))
    // First: the checks below read the command tree, which costs every start milliseconds
    // before its first frame (docs/performance.md), and a plain start holds no mistake they find.
    if let plain = PlainStart(arguments) {
        try await plain.run()
    } else if let mistake = HelpTopic.check(arguments[...]) ?? VersionFlag.check(arguments[...])
        ?? UnknownCommand.check(arguments[...]) {
        throw mistake
    } else if arguments == ["help", "help"] {
        try output(HelpTopic.ownHelp)
    } else {
        var command = try AichatsCommand.parseAsRoot(arguments)
        if let asyncCommand = command as? any AsyncParsableCommand {
            try await runAsync(asyncCommand)
        } else {
            try command.run()
        }
    }
} catch let error as RuntimeFailure {
    StandardStream.writeError("aichats: \(error.message)")
    exit(error.exitCode)
} catch let error as UsageFailure {
    StandardStream.writeError("aichats: \(error.message)")
    exit(2)
} catch is StandardStream.Closed {
    exit(0)
} catch let quit as QuitBySignal {
    exit(quit.exitCode)
} catch {
    let code = AichatsCommand.exitCode(for: error)
    if code == .success {
        do { try output(AichatsCommand.fullMessage(for: error)) } catch let failure as RuntimeFailure {
            StandardStream.writeError("aichats: \(failure.message)")
            exit(1)
        } catch {
            // The reader went away (`aichats --help | head`).
        }
        exit(0)
    }
    StandardStream.writeError(AichatsCommand.fullMessage(for: error))
    exit(code == .validationFailure ? 2 : code.rawValue)
}
