import Foundation
import TestHTTPServer
import Testing

/// A reply's italic and struck text on the Linux console (TERM=linux), whose terminfo cannot
/// underline or dim coloured text (`ncv#18`): ncurses dropped both attributes, so the struck
/// "50 EUR" and the "40 EUR" beside it read as equally meant. Read with tmux's `capture-pane -e`.
@Suite("aichats keeps italic and struck text on the Linux console")
struct MarkdownAttributesEndToEndTests {
    static let reply = "Some *italic words* and **bold** and ~~50 EUR~~ 40 EUR and `code`."

    @Test func italicIsUnderlinedAndStruckTextDim() async throws {
        let server = try OpenAITestServer { _ in [.send(SSE.head), .send(SSE.chunk(Self.reply)), .send(SSE.done)] }
        defer { server.stop() }
        let session = try await MarkdownReplyEndToEndTests.ask("Prices?", answeredBy: server, width: 100, height: 30,
                                                                environment: ["TERM": "linux", "NO_COLOR": ""])
        #expect(try await session.waitFor("40 EUR and code.", seconds: 30))
        let screen = try session.tmux(["capture-pane", "-p", "-e", "-t", session.name])
        let line = try #require(screen.split(separator: "\n").first { $0.contains("40 EUR and") }.map(String.init))
        #expect(!Self.attributes(before: "code", in: line).isEmpty, "colours are on, as on the console: \(line)")
        #expect(Self.attributes(before: "italic words", in: line).contains("4"), "italic is underlined: \(line)")
        #expect(Self.attributes(before: "50 EUR", in: line).contains("2"), "struck text is dim: \(line)")
        #expect(Self.attributes(before: "bold", in: line).contains("1"), "bold stays: \(line)")
        try session.send("Escape")
        #expect(try await session.waitFor("Latest news"))
        try await session.quit()
    }

    /// The parameters of the SGR sequence just before `text` in `line` (`ESC [ 4 m` gives
    /// ["4"]); none when text is not right after one.
    static func attributes(before text: String, in line: String) -> [String] {
        guard let range = line.range(of: text) else { return [] }
        let head = line[..<range.lowerBound]
        guard head.hasSuffix("m"), let start = head.range(of: "\u{1B}[", options: .backwards) else { return [] }
        return head[start.upperBound...].dropLast().split(separator: ";").map(String.init)
    }
}
