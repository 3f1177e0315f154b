import Foundation
import TestSupport
import Testing

/// A data folder the user chose by another name than `aichats` keeps its mode (a group's shared
/// folder), also through a start that cannot run (no terminal); aichats's files in it are private.
@Suite("aichats started without a terminal")
struct NoTerminalEndToEndTests {
    @Test func aChosenFolderKeepsItsMode() throws {
        let temporary = try TemporaryFolder()
        let team = temporary.file("team")
        try FileManager.default.createDirectory(at: team, withIntermediateDirectories: false)
        #expect(chmod(team.path, 0o2775) == 0)
        let process = Process()
        process.executableURL = TmuxSession.binary
        process.arguments = ["--data-dir", team.path]
        process.environment = ["PATH": "/usr/bin:/bin", "HOME": temporary.url.path,
                               "XDG_CONFIG_HOME": temporary.path("config"), "XDG_STATE_HOME": temporary.path("state")]
        let errors = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(said == "aichats: standard input and output must be a terminal\n")
        func mode(_ path: String) -> mode_t {
            var status = stat()
            return stat(path, &status) == 0 ? status.st_mode & 0o7777 : 0
        }
        #expect(mode(team.path) == 0o2775)
        #expect(mode(team.path + "/aichats.sqlite") == 0o600)
    }
}
