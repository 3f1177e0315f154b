import Foundation
import TestHTTPServer
import Testing

/// A reply from an OpenAI-compatible server, through the real binary: its reasoning folds into
/// one line, its Markdown renders with numbered code blocks, and Alt-c then a digit copies a
/// block byte for byte (tmux with `set-clipboard on` keeps the OSC 52 copy in its buffer).
@Suite("aichats renders a Markdown reply and copies its code")
struct MarkdownReplyEndToEndTests {
    static let code = "def nap(minutes):\n\treturn minutes * 2   "
    static let reply = "## Nap plan\nA **long** nap:\n```python\n\(code)\n```\n- sun\n  - windowsill\nSee [docs](https://nap.example)."

    /// One `data:` event with a reasoning delta, as vLLM and DeepSeek send it.
    static func reasoning(_ text: String) -> String {
        let object: [String: Any] = ["choices": [["index": 0, "delta": ["reasoning_content": text]]]]
        let json = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
        return "data: \(String(decoding: json, as: UTF8.self))\n\n"
    }

    @Test func theReplyRendersAndAltCCopiesItsCodeBlock() async throws {
        let pieces = stride(from: 0, to: Self.reply.count, by: 7).map { start -> String in
            let from = Self.reply.index(Self.reply.startIndex, offsetBy: start)
            let to = Self.reply.index(from, offsetBy: 7, limitedBy: Self.reply.endIndex) ?? Self.reply.endIndex
            return String(Self.reply[from..<to])
        }
        let server = try OpenAITestServer { _ in
            [.send(SSE.head), .send(Self.reasoning("The human wants a nap plan. ")), .send(Self.reasoning("Keep it short."))]
                + pieces.map { .send(SSE.chunk($0)) } + [.send(SSE.done)]
        }
        defer { server.stop() }
        let session = try await Self.ask("A nap plan?", answeredBy: server, width: 100, height: 30) { session in
            _ = try session.tmux(["set-option", "-g", "set-clipboard", "on"])
        }
        let rendered = try await session.waitFor("[1] https://nap.example", seconds: 30)
        let screen = try session.screen()
        #expect(rendered, "the reply ended and its footnote shows: \(screen)")
        #expect(screen.contains("▸ reasoning (9 words) — Alt-t"))
        #expect(screen.contains("#1 python"))
        #expect(screen.contains("A long nap:") && !screen.contains("**"))
        #expect(screen.contains("• sun") && screen.contains("◦ windowsill"))
        try session.send("M-c")
        try session.send("1")
        #expect(try await session.waitFor("Copied code block 1 (2 lines)"))
        let buffer = try session.tmux(["show-buffer"])
        #expect(buffer == Self.code, "the block byte for byte: \(Array(buffer.utf8)) vs \(Array(Self.code.utf8))")
        try session.send("M-t")
        #expect(try await session.waitFor("Keep it short."), "Alt-t opens the reasoning")
        try session.send("Escape")
        #expect(try await session.waitFor("Latest news"))
        try await session.quit()
    }

    /// The app in tmux, answered by `server`, from Welcome as a guest into the first chat, where
    /// `question` is sent; `prepare` runs on the session before the app's first screen is used.
    static func ask(
        _ question: String, answeredBy server: OpenAITestServer, width: Int, height: Int, environment: [String: String] = [:],
        sourceLocation: SourceLocation = #_sourceLocation, prepare: (TmuxSession) throws -> Void = { _ in }
    ) async throws -> TmuxSession {
        let backend = ["AICHATS_API_BASE": server.baseURL.absoluteString, "AICHATS_MODEL": "m", "AICHATS_API_KEY": "sk-e2e"]
        let session = try TmuxSession(width: width, height: height, environment: backend.merging(environment) { $1 })
        try prepare(session)
        try await session.startAsGuest(sourceLocation: sourceLocation)
        try session.send("Enter")
        #expect(try await session.waitFor("Esc back"), sourceLocation: sourceLocation)
        try session.send("-l", question)
        try session.send("Enter")
        return session
    }
}
