import Foundation
import TestSupport
import Testing

/// Settings that stop the start before the terminal or the data folder is touched.
@Suite("Wrong backend settings", .serialized)
struct StartupSettingsEndToEndTests {
    @Test(arguments: [
        ("localhost:11434/v1", "has no scheme"), ("ftp://example.com/v1", "uses ftp"),
        ("http://", "is not a valid address"),
    ])
    func aWrongAPIBaseExitsWithTwo(_ base: String, _ reason: String) throws {
        let temporary = try TemporaryFolder(made: false), folder = temporary.url
        let command = "AICHATS_API_BASE=\(shellQuoted(base)) \(shellQuoted(TmuxSession.binary.path)) "
            + "--data-dir \(shellQuoted(folder.path)) </dev/null 2>&1; echo EXIT=$?"
        let output = try TmuxSession.shell(command)
        #expect(output.hasPrefix("aichats: AICHATS_API_BASE=\(base) \(reason)"), "\(output)")
        #expect(output.contains("e.g. AICHATS_API_BASE=http://localhost:11434/v1"))
        #expect(output.hasSuffix("EXIT=2\n"))
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }
}
