import Domain
import Foundation
import Presentation
import Testing
@testable import TerminalUI

/// A long reply laid out for the first time (a chat opened) shows its last part at once and is
/// laid out whole in the background; once whole, its rows are those of a layout at once.
@MainActor
@Suite("A long reply laid out as the chat opens")
struct ChatTranscriptTailTests {
    let theme = Theme.standard
    let context = ChatTranscript.Context(avatarName: "Mochi", now: Date(timeIntervalSince1970: 0), width: 60)

    /// 18,000 lines of Markdown (about 300 KB): lists, code, a table and links, ending in "The **end**."
    let messages: [ChatMessage] = {
        let at = Date(timeIntervalSince1970: 0)
        let parts = (1...3_000).map { "- Item \($0) of the [list](https://example.com/\($0 % 7))\n\n```\ncode \($0)\n```\n| a | b |\n|---|---|\n| \($0) | x |" }
        return [ChatMessage(role: .user, text: "A long list, please", sentAt: at),
                ChatMessage(role: .assistant, text: parts.joined(separator: "\n") + "\n\nThe **end**.", sentAt: at),
                ChatMessage(role: .user, text: "Thanks", sentAt: at)]
    }()

    private func rows(_ cache: inout [UUID: ChatTranscript.CachedMessage], relayout: TranscriptRelayout?) -> [[Span]] {
        let layout = ChatTranscript.layout(messages, context, theme: theme, cache: &cache, relayout: relayout)
        return ChatTranscript.lines(0..<layout.lineCount, of: layout, cache: cache, theme: theme)
    }

    @Test func itsLastPartShowsAtOnceAndTheWholeIsTheLayoutAtOnce() async {
        #expect(messages[1].text.utf8.count >= TranscriptRelayout.backgroundBytes)
        var atOnceCache: [UUID: ChatTranscript.CachedMessage] = [:]
        let atOnce = rows(&atOnceCache, relayout: nil)

        let relayout = TranscriptRelayout()
        var cache: [UUID: ChatTranscript.CachedMessage] = [:]
        let first = rows(&cache, relayout: relayout)
        #expect(relayout.runningCount == 1, "the whole reply is laid out off the main actor")
        #expect(first.count < atOnce.count / 10, "only its last part is laid out: \(first.count) rows")
        #expect(first.contains { $0.map(\.text).joined() == "  The end." }, "its end shows")
        #expect(Array(first.suffix(2)) == Array(atOnce.suffix(2)), "the messages after it show as they will")
        #expect(first.first == atOnce.first, "the messages before it show as they will")

        let deadline = Date().addingTimeInterval(60)
        while relayout.runningCount > 0, Date() < deadline { try? await Task.sleep(for: .milliseconds(5)) }
        #expect(relayout.runningCount == 0)
        #expect(rows(&cache, relayout: relayout) == atOnce)
        #expect(rows(&cache, relayout: relayout) == atOnce, "and stays so")
    }
}
