import AppComposition
import Foundation

/// The plain start, `aichats [--no-color] [--data-dir <folder>]`, read without
/// swift-argument-parser: building its command tree took 2–3 ms of every start, before the
/// first frame (docs/performance.md). Any other command line (a subcommand, `--help`, a
/// mistake) is left to `AichatsCommand.parseAsRoot()`, which reads these the same way.
struct PlainStart: Equatable {
    var noColor = false
    var dataDir: String?
}

// In an extension, so that the memberwise `init(noColor:dataDir:)` stays.
extension PlainStart {
    /// Nil unless every word is `--no-color`, `--data-dir <folder>` or `--data-dir=<folder>`,
    /// each at most once, with a folder that does not look like an option.
    init?(_ arguments: some Sequence<String>) {
        var words = Array(arguments)[...]
        while let word = words.popFirst() {
            if word == "--no-color", !noColor {
                noColor = true
                continue
            }
            let value: String?
            if word == "--data-dir" {
                value = words.popFirst()
            } else if word.hasPrefix("--data-dir=") {
                value = String(word.dropFirst("--data-dir=".count))
            } else {
                return nil
            }
            guard dataDir == nil, let value, !value.isEmpty, !value.hasPrefix("-") else { return nil }
            dataDir = value
        }
    }

    /// Starts the interactive app; colours are off with `--no-color` or a non-empty `NO_COLOR`.
    func run() async throws {
        let environment = ProcessInfo.processInfo.environment
        let useColor = !noColor && (environment["NO_COLOR"].map(\.isEmpty) ?? true)
        let folder = DataDirectory.resolve(explicit: dataDir, environment: environment)
        let log = LogFile.location(explicitDataDir: dataDir, environment: environment)
        try await Task { @MainActor in
            try await InteractiveSession.run(
                useColor: useColor, dataFolder: folder, folderSetting: DataDirectory.setting(explicit: dataDir, environment: environment),
                logFile: log)
        }.value
    }
}
