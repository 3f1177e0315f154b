import Foundation
import TestHTTPServer
import TestSupport
import Testing

/// A reply that meets a full disk (here the file-size limit, `ulimit -f`, which needs no mount):
/// it stays on screen with a line that says why, the log says why, and it is saved once there is
/// room again.
@Suite("aichats keeps a reply it cannot save", .serialized)
struct DiskFullEndToEndTests {
    static let problem = "Could not save this reply"

    @Test func aReplyThatCannotBeSavedSaysWhyAndIsSavedOnceThereIsRoom() async throws {
        let temporary = try TemporaryFolder(made: false), data = temporary.url
        // The database is made without a limit, so that only the long reply meets it.
        try await TmuxSession.runOnce(dataFolder: data)
        // About 300 KB, far past the limit of 200 blocks (100 or 200 KB, by the shell).
        let pieces = (0..<300).map { part in (0..<100).map { " w\(part)-\($0)" }.joined() }
        let server = try OpenAITestServer { _ in
            [.send(SSE.head)] + pieces.map { .send(SSE.chunk($0)) } + [.send(SSE.chunk(" THE END 42")), .send(SSE.done)]
        }
        defer { server.stop() }
        let session = try TmuxSession(
            dataFolder: data, environment: ["AICHATS_API_BASE": server.baseURL.absoluteString], prelude: "ulimit -S -f 200;")
        #expect(try await session.waitFor("Latest news"))
        try session.send("Enter")
        #expect(try await session.waitFor("Message "))
        try session.send("-l", "Tell me a long story")
        try session.send("Enter")
        #expect(try await session.waitFor("THE END 42", seconds: 30), "the whole reply is on screen")
        let shown = try await session.waitFor(Self.problem, seconds: 30)
        let screen = try session.screen()
        #expect(shown, "a line under the reply says it could not be saved: \(screen)")
        #expect(try session.screen().contains("the disk may be full"))
        let log = data.appendingPathComponent("aichats.log")
        #expect(try String(contentsOf: log, encoding: .utf8)
            .contains("could not save a reply: the database file could not be written, the disk may be full"))

        // Room returns: the limit is lifted from the running app, and the next retry saves.
        let app = try #require(try session.appPID())
        _ = try TmuxSession.shell("prlimit --pid \(app) --fsize=unlimited:unlimited")
        #expect(try await session.waitUntilGone(Self.problem, seconds: 30), "saved, the line goes away")
        #expect(try String(contentsOf: log, encoding: .utf8).contains("the database takes writes again"))
        try session.send("Escape")
        #expect(try await session.waitFor("Latest news"))
        try await session.quit()

        let again = try TmuxSession(dataFolder: data)
        #expect(try await again.waitFor("Latest news"))
        try again.send("Enter")
        #expect(try await again.waitFor("THE END 42"), "the stored reply is the whole reply")
        #expect(!(try again.screen().contains(Self.problem)))
        try again.send("Escape")
        #expect(try await again.waitFor("Latest news"))
        try await again.quit()
    }
}

/// A draft the database refuses (here past the file-size limit) is not lost as the app quits:
/// one more try, then its text on stderr once the terminal is restored, and exit code 1.
@Suite("aichats shows a draft it cannot save as it quits", .serialized)
struct UnsavedDraftEndToEndTests {
    @Test func aDraftThatCannotBeSavedIsWrittenToStderr() async throws {
        let temporary = try TemporaryFolder(made: false), data = temporary.url
        try await TmuxSession.runOnce(dataFolder: data)
        // 23 KB of draft, past what the log, limited to 60 KB (120 blocks of 512 bytes in sh), still
        // takes after the start (about 45 KB).
        let draft = (0..<4000).map { "w\($0)" }.joined(separator: " ") + " THE END"
        let session = try TmuxSession(dataFolder: data, prelude: "ulimit -S -f 120; exec 2>stderr.txt;")
        #expect(try await session.waitFor("Latest news"))
        try session.send("Enter")
        #expect(try await session.waitFor("Message "))
        try Data(draft.utf8).write(to: session.directory.appendingPathComponent("draft.txt"))
        _ = try session.tmux(["load-buffer", "-b", "draft", session.directory.appendingPathComponent("draft.txt").path])
        _ = try session.tmux(["paste-buffer", "-p", "-b", "draft", "-t", session.name])
        #expect(try await session.waitFor("THE END", seconds: 30))
        try session.send("Escape")
        #expect(try await session.waitFor("Could not save your draft", seconds: 10))
        try session.send("q")
        #expect(try await session.waitFor("EXIT=1", seconds: 10))
        let stderr = try String(contentsOf: session.directory.appendingPathComponent("stderr.txt"), encoding: .utf8)
        // The reason the screen gave: a file-size limit is an I/O error; on a full disk, "the disk is full".
        #expect(stderr == "aichats: could not save a draft (the database file could not be written, the disk may be full), "
            + "so here it is:\n\n\(draft)\n")
    }
}
