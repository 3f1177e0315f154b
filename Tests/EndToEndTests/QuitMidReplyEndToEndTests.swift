import Foundation
import GRDB
import TestHTTPServer
import TestSupport
import Testing

/// Quitting while a reply streams (a quit signal, Ctrl-C) is clean, as Esc and then quitting
/// would be: the reply is stored as far as it arrived, stopped (`partial`), not only as far as
/// its last periodic save.
@Suite("Quitting mid-reply keeps the whole reply so far", .serialized)
struct QuitMidReplyEndToEndTests {
    static let firstPart = "Aye, the harbour is windy today, "
    static let lastPart = "and the gulls are loud"

    @Test(arguments: [SIGTERM, SIGHUP, SIGINT, SIGQUIT])
    func aQuitSignalStoresTheReplyAsShown(_ signal: Int32) async throws {
        try await expectReplyStoredAsShown(exitStatus: 128 + Int(signal)) { session in
            let pid = try #require(try session.appPID())
            #expect(kill(pid, signal) == 0)
        }
    }

    /// The first Ctrl-C warns of the reply being written; the second quits.
    @Test func ctrlCStoresTheReplyAsShown() async throws {
        try await expectReplyStoredAsShown(exitStatus: 0) { session in
            try session.send("C-c")
            #expect(try await session.waitFor("Ctrl-C again quits"))
            try session.send("C-c")
        }
    }

    /// Sends a message; the server sends the first part of the reply, waits while the periodic
    /// save stores it, sends the last part and then holds the stream open. `quit` comes less than
    /// half a second (the periodic save) after the last part: the reply is stored whole, stopped.
    private func expectReplyStoredAsShown(
        exitStatus: Int, sourceLocation: SourceLocation = #_sourceLocation, quit: (TmuxSession) async throws -> Void
    ) async throws {
        let temporary = try TemporaryFolder(made: false), data = temporary.url
        let gate = ServerGate()
        let server = try OpenAITestServer { _ in
            [.send(SSE.head), .send(SSE.chunk(Self.firstPart)), .wait(gate), .send(SSE.chunk(Self.lastPart)),
             .keepAliveUntilClientLeaves]
        }
        defer { server.stop() }
        let environment = ["AICHATS_API_BASE": server.baseURL.absoluteString, "AICHATS_MODEL": "m", "AICHATS_API_KEY": "sk-e2e"]
        let session = try TmuxSession(dataFolder: data, environment: environment)
        try await session.startAsGuest(sourceLocation: sourceLocation)
        try session.send("Enter")
        #expect(try await session.waitFor("Message "), "Enter opens the first featured avatar's chat",
                sourceLocation: sourceLocation)
        try session.send("-l", "How is the weather?")
        try session.send("Enter")
        #expect(try await session.waitFor(Self.firstPart.trimmingCharacters(in: .whitespaces), seconds: 30),
                sourceLocation: sourceLocation)
        // The first part is saved half a second after it came.
        try await Task.sleep(for: .milliseconds(1_200))
        gate.open()
        #expect(try await session.waitFor(Self.lastPart), sourceLocation: sourceLocation)
        try await quit(session)
        #expect(try await session.exitStatus() == exitStatus, sourceLocation: sourceLocation)
        try session.expectRestored(sourceLocation: sourceLocation)

        let reply = try Self.lastMessage(in: data)
        #expect(reply.role == "assistant", sourceLocation: sourceLocation)
        #expect(reply.text == Self.firstPart + Self.lastPart, "stored as shown", sourceLocation: sourceLocation)
        #expect(reply.state == "partial", "stopped, as Esc stops a reply", sourceLocation: sourceLocation)
    }

    /// The newest message of the data folder's database.
    static func lastMessage(in data: URL) throws -> (role: String, text: String, state: String) {
        let queue = try DatabaseQueue(path: data.appendingPathComponent("aichats.sqlite").path)
        defer { try? queue.close() }
        let row = try queue.read { db in
            try Row.fetchOne(db, sql: "SELECT role, text, state FROM message ORDER BY seq DESC LIMIT 1")
        }
        let found = try #require(row)
        return (found["role"], found["text"], found["state"])
    }
}
