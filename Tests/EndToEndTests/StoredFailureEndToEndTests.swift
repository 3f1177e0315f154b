import Foundation
import TestSupport
import Testing

/// A failed reply keeps its reason in the database: the next start shows it again.
@Suite("aichats keeps a failed reply's reason", .serialized)
struct StoredFailureEndToEndTests {
    static let base = "http://127.0.0.1:9/v1"

    @Test func aFailedReplysReasonSurvivesARestart() async throws {
        let temporary = try TemporaryFolder(made: false), data = temporary.url
        let environment = ["AICHATS_API_BASE": Self.base, "AICHATS_API_KEY": "sk-e2e-stored-failure"]
        let first = try TmuxSession(width: 120, dataFolder: data, environment: environment)
        try await first.startAsGuest()
        try first.send("Enter")
        #expect(try await first.waitFor("Message "))
        try first.send("-l", "Are you there?")
        try first.send("Enter")
        #expect(try await first.waitFor("reply failed:"), "the reply fails")
        let reason = try #require(try Self.failureLine(first.screen()))
        #expect(reason.contains("127.0.0.1:9"))
        try first.send("Escape")
        #expect(try await first.waitFor("Latest news"))
        try await first.quit()

        let second = try TmuxSession(width: 120, dataFolder: data, environment: environment)
        #expect(try await second.waitFor("Latest news"))
        try second.send("Enter")
        #expect(try await second.waitFor("Are you there?"))
        let shown = try await second.waitFor(reason)
        let screen = try second.screen()
        #expect(shown, "the same reason after the restart: \(screen)")
        try second.send("Escape")
        #expect(try await second.waitFor("Latest news"))
        try await second.quit()
    }

    /// The screen's line that starts with "[reply failed:", up to the end of the reason's first row.
    static func failureLine(_ screen: String) -> String? {
        screen.split(separator: "\n").lazy
            .compactMap { line -> String? in
                guard let start = line.range(of: "[reply failed:") else { return nil }
                return String(line[start.lowerBound...]).trimmingCharacters(in: .whitespaces)
            }
            .first
    }
}
