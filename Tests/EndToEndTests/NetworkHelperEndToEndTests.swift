import Foundation
import TestSupport
import Testing

/// The app asks an OpenAI-compatible server through its network helper, `aichats-http`.
@Suite("aichats and its network helper", .serialized)
struct NetworkHelperEndToEndTests {
    static let missingLine = "reply failed: the network helper aichats-http is missing next to aichats; reinstall"
    static let base = "http://127.0.0.1:9/v1"
    static let key = "sk-e2e-SECRET-4242"
    static let refused = "the server at \(base) refused the connection; is it running, on that port?"
    /// The start of the line, which fits on one row before the reply's marker wraps.
    static let refusedLine = "reply failed: the server at \(base) refused the connection"

    @Test func aMissingHelperFailsClearlyAndCtrlRRetriesOnceItIsBack() async throws {
        let temporary = try TemporaryFolder(), folder = temporary.url
        let helper = folder.appendingPathComponent("aichats-http")
        let session = try TmuxSession(
            width: 120,
            environment: ["AICHATS_API_BASE": Self.base, "AICHATS_HTTP_HELPER": helper.path, "AICHATS_API_KEY": Self.key])
        try await session.startAsGuest()
        try session.send("Enter")
        #expect(try await session.waitFor("Message "))
        try session.send("-l", "Are you there?")
        try session.send("Enter")
        #expect(try await session.waitFor(Self.missingLine), "the reply fails with a clear line")

        let built = TmuxSession.binary.deletingLastPathComponent().appendingPathComponent("aichats-http")
        try FileManager.default.createSymbolicLink(at: helper, withDestinationURL: built)
        try session.send("C-r")
        let reached = try await session.waitFor(Self.refusedLine)
        let screen = try session.screen()
        #expect(reached, "Ctrl-R asks again, through the helper now in place: \(screen)")
        let app = try #require(try session.appPID())
        var helpers = ""
        for _ in 0..<50 {
            helpers = try TmuxSession.shell("pgrep -P \(app) || true")
            if helpers.isEmpty { break }
            try await Task.sleep(for: .milliseconds(50))
        }
        #expect(helpers.isEmpty, "the helper is gone and reaped, not a zombie: \(helpers)")
        try session.send("Escape")
        #expect(try await session.waitFor("Latest news"))
        try await session.quit()
        // Both failures are in the log, which lives in the chosen data folder; the key is not.
        let log = try String(contentsOf: session.directory.appendingPathComponent("data/aichats.log"), encoding: .utf8)
        #expect(log.contains("key: AICHATS_API_KEY"), "the backend is logged without its key: \(log)")
        #expect(log.contains("the network helper aichats-http is missing"))
        #expect(log.contains(Self.refused))
        #expect(!log.contains(Self.key))
        #expect(!(try session.screen().contains(Self.key)))
    }
}
