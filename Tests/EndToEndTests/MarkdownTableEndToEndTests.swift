import TestHTTPServer
import Testing

/// A reply's table through the real binary with no UTF-8 locale (LC_ALL=C): shown as written
/// while it streams, laid out once the reply ends, its frame drawn in `+ - |` and each wide
/// character as a `?` per column, so the columns still line up.
@Suite("aichats draws a reply's table in ASCII without a UTF-8 locale")
struct MarkdownTableEndToEndTests {
    static let reply = "Naps:\n\n| Nap | Length |\n|:--|--:|\n| **Cat nap** | 20 min |\n| 昼寝 | 45 min |"

    @Test func theTableIsLaidOutInASCIIOnceTheReplyEnds() async throws {
        let lines = Self.reply.split(separator: "\n", omittingEmptySubsequences: false)
        let server = try OpenAITestServer { _ in
            [.send(SSE.head)] + lines.indices.map { .send(SSE.chunk(($0 == 0 ? "" : "\n") + lines[$0])) } + [.send(SSE.done)]
        }
        defer { server.stop() }
        let session = try await MarkdownReplyEndToEndTests.ask("Naps?", answeredBy: server, width: 80, height: 24,
                                                                environment: ["LC_ALL": "C"])
        let laidOut = try await session.waitFor("| Cat nap | 20 min |", seconds: 30)
        let screen = try session.screen()
        #expect(laidOut, "\(screen)")
        for row in ["+---------+--------+", "| Nap     | Length |", "| ????    | 45 min |"] {
            #expect(screen.contains(row), "\(row) in \(screen)")
        }
        #expect(!screen.contains("|:--|"), "the delimiter row shows no more")
        try session.send("Escape")
        #expect(try await session.waitFor("Latest news"))
        try await session.quit()
    }
}
