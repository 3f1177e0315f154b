import AppComposition
import Foundation
import Presentation
import TerminalSnapshotting
import Testing

@Suite("Start-up settings and the terminal handoff")
@MainActor
struct StartupWiringTests {
    @Test(arguments: ["localhost:11434/v1", "ftp://example.com/v1", "http://"])
    func aWrongAPIBaseIsAUsageFailure(_ base: String) {
        #expect {
            try AppDependencies.checkBackendSettings(environment: ["AICHATS_API_BASE": base])
        } throws: { error in
            let failure = error as? StartupFailure
            return failure?.exitCode == 2 && failure?.message.hasPrefix("AICHATS_API_BASE=\(base) ") == true
        }
    }

    @Test(arguments: [[:], ["AICHATS_API_BASE": " "], ["AICHATS_API_BASE": "http://localhost:11434/v1"]])
    func noOrAGoodAPIBaseStarts(_ environment: [String: String]) throws {
        try AppDependencies.checkBackendSettings(environment: environment)
    }

    @Test func theApplicationLendsItsTerminalToTextBrowsers() async {
        let deps = AppDependencies.mock
        let terminal = FakeTerminal()
        _ = Application(deps: deps, router: Router(), terminal: terminal, theme: .monochrome)
        let result = await deps.terminalHandoff.runOutside { 42 }
        #expect(result == 42)
        #expect(terminal.runOutsideCount == 1)
    }

    @Test func beforeATerminalIsAttachedTheProgramJustRuns() async {
        #expect(await TerminalHandoff().runOutside { "ran" } == "ran")
    }
}
