import Foundation
import Testing

/// The app draws at the terminal's own size: exported `COLUMNS` and `LINES` (stale values that a
/// script exported, say) do not win over it.
@Suite("The terminal's size")
struct TerminalSizeEndToEndTests {
    @Test(arguments: [("50", "10"), ("200", "60")])
    func exportedColumnsAndLinesAreIgnored(_ columns: String, _ lines: String) async throws {
        let session = try TmuxSession(environment: ["COLUMNS": columns, "LINES": lines])
        #expect(try await session.waitFor("Get started", seconds: 30))
        let screen = try session.screen()
        #expect(!screen.contains("too small"))
        let rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
        let statusBar = rows.first { $0.hasPrefix(" Welcome") }
        #expect(statusBar?.count == 100, "the status bar spans the pane's 100 columns:\n\(screen)")
        #expect(statusBar?.hasSuffix("q quit ") == true)
    }
}
