import Domain
import Foundation
import TestSupport
@testable import DataAccess

/// A browser or an editor for tests: a shell script in a folder of its own that records how many
/// arguments it got and then each of them, one per line, in `output` (whole or not at all), and
/// exits with `status` after `seconds`.
final class FakeProgram {
    let folder: TemporaryFolder
    let script: URL
    let output: URL

    init(name: String = "fake-browser", status: Int = 0, seconds: Int = 0) throws {
        folder = try TemporaryFolder()
        script = folder.file(name)
        output = folder.file("arguments.txt")
        try folder.writeExecutable("""
            #!/bin/sh
            printf '%s\\n' "$#" "$@" > '\(output.path).partial'
            /bin/mv '\(output.path).partial' '\(output.path)'
            sleep \(seconds)
            exit \(status)

            """, to: name)
    }

    /// The arguments it got, if it ran.
    var arguments: [String]? { recorded.map { Array($0.dropFirst()) } }

    /// How many arguments it got, then each of them; waits up to two seconds for it to run.
    func recordedArguments() async throws -> [String]? {
        for _ in 0..<100 {
            if let recorded { return recorded }
            try await Task.sleep(for: .milliseconds(20))
        }
        return nil
    }

    private var recorded: [String]? {
        (try? String(contentsOf: output, encoding: .utf8))
            .map { $0.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) }
    }

    /// Opens the url, trying again while exec fails with ETXTBSY (`retryingBusy`).
    func open(_ url: URL, with opener: ProcessURLOpener) async throws {
        try await Self.retryingBusy { try await opener.open(url) }
    }

    /// Runs `start`, again while exec fails with ETXTBSY: another test of this process forked
    /// while the script was open for writing.
    static func retryingBusy(_ start: () async throws -> Void) async throws {
        for _ in 0..<4 {
            do {
                return try await start()
            } catch BrowserFailure.cannotStart {
                try await Task.sleep(for: .milliseconds(50))
            }
        }
        try await start()
    }
}
