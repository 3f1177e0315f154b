import Foundation
import TestSupport

/// One run of the binary without a terminal: its exit status, stdout and stderr.
struct CommandRun {
    let status: Int32
    let output: String
    let errors: String

    /// Runs `aichats` with `arguments` in a fresh folder that is also its HOME, so no run reads
    /// the real data folder; `environment` is added to the test's own. `redirections` are the
    /// shell's for the run (stdout and stderr to the files `out` and `err` unless told otherwise).
    init(_ arguments: [String], environment: [String: String] = [:], redirections: String = ">out 2>err") throws {
        let temporary = try TemporaryFolder(), folder = temporary.url
        let variables = (["HOME": folder.path, "XDG_DATA_HOME": ""].merging(environment) { $1 })
            .sorted { $0.key < $1.key }.map { shellQuoted("\($0.key)=\($0.value)") }
        let command = ([TmuxSession.binary.path] + arguments).map(shellQuoted).joined(separator: " ")
        let status = try TmuxSession.shell(
            "cd \(shellQuoted(folder.path)) && env -u AICHATS_DATA_DIR \(variables.joined(separator: " ")) "
                + "\(command) \(redirections); echo $?")
        self.status = Int32(status.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
        output = (try? String(contentsOf: folder.appendingPathComponent("out"), encoding: .utf8)) ?? ""
        errors = (try? String(contentsOf: folder.appendingPathComponent("err"), encoding: .utf8)) ?? ""
    }
}
