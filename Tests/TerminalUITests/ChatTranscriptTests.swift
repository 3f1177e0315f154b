import Domain
import Foundation
import Presentation
import Testing
@testable import TerminalUI

/// The chat's transcript lays a streaming reply out piece by piece; the result must be the same
/// as laying the whole reply out at once, escape sequences and line breaks cut anywhere included.
@MainActor
@Suite("ChatTranscript")
struct ChatTranscriptTests {
    let theme = Theme.standard
    let context = ChatTranscript.Context(avatarName: "Mochi", now: Date(timeIntervalSince1970: 0), width: 30)

    func text(of message: ChatMessage, cache: inout [UUID: ChatTranscript.CachedMessage], _ context: ChatTranscript.Context)
        -> [String]
    {
        let layout = ChatTranscript.layout([message], context, theme: theme, cache: &cache)
        return ChatTranscript.lines(0..<layout.lineCount, of: layout, cache: cache, theme: theme)
            .map { $0.map(\.text).joined() }
    }

    @Test func aReplyLaidOutPieceByPieceIsTheWholeReplyLaidOut() {
        let reply = "Hello \u{1B}[31mred\u{1B}[0m world,\r\n日本語のテキスト 👩‍💻 tail\u{1B}]0;title\u{07} end\rnext\n\n"
            + String(repeating: "lorem ipsum dolor ", count: 20) + "\u{202E}done\t!"
        var message = ChatMessage(role: .assistant, text: "", sentAt: Date(timeIntervalSince1970: 0), state: .partial)
        var context = context
        context.streamingID = message.id
        var grown: [UUID: ChatTranscript.CachedMessage] = [:]
        #expect(text(of: message, cache: &grown, context).last == "  …")
        let scalars = Array(reply.unicodeScalars)
        for start in stride(from: 0, to: scalars.count, by: 3) {
            message.text.unicodeScalars.append(contentsOf: scalars[start..<min(start + 3, scalars.count)])
            _ = text(of: message, cache: &grown, context)
        }
        var fresh: [UUID: ChatTranscript.CachedMessage] = [:]
        let whole = text(of: message, cache: &fresh, context)
        #expect(text(of: message, cache: &grown, context) == whole)
        #expect(whole.contains("  Hello red world,"))
        #expect(!whole.joined().contains("\u{1B}") && !whole.joined().contains("title"))
    }

    /// On a wide terminal prose keeps its readable measure, but code and tables take the whole
    /// width: wrapped, a code line can't be copied and a table's cells fall into slivers.
    @Test func codeAndTablesTakeTheWideWidthProseDoesNot() {
        let code = "let total = values.reduce(0, +) + offsets.count"
        let prose = String(repeating: "word ", count: 12)
        let table = "| name | description of the column |\n|---|---|\n| alpha | the first letter of the alphabet |\n"
        let message = ChatMessage(role: .assistant, text: "\(prose)\n\n```\n\(code)\n```\n\n\(table)",
                                  sentAt: Date(timeIntervalSince1970: 0))
        var wide = context
        wide.wideWidth = 60
        var cache: [UUID: ChatTranscript.CachedMessage] = [:]
        let shown = text(of: message, cache: &cache, wide)
        #expect(shown.contains("  " + code), "\(shown)")
        #expect(shown.contains("  │ alpha │ the first letter of the alphabet │"), "\(shown)")
        #expect(shown.filter { $0.hasPrefix("  word") }.allSatisfy { $0.count <= 30 }, "\(shown)")
        var narrow: [UUID: ChatTranscript.CachedMessage] = [:]
        #expect(!text(of: message, cache: &narrow, context).contains("  " + code), "at 30 columns the code wraps")
    }

    /// Alt-v shows a tab as the rendered code block does: to the next multiple of four columns,
    /// also when the pieces of a streaming reply split the line.
    @Test func theSourceViewShowsATabAsTheRenderedCodeDoes() {
        var message = ChatMessage(role: .assistant, text: "", sentAt: Date(timeIntervalSince1970: 0))
        var raw = context
        raw.rawMarkdown = true
        var cache: [UUID: ChatTranscript.CachedMessage] = [:]
        for piece in ["```\n\tif", " x:\nab", "\tc\n```"] {
            message.text += piece
            _ = text(of: message, cache: &cache, raw)
        }
        let source = text(of: message, cache: &cache, raw)
        #expect(source.contains("      if x:") && source.contains("  ab  c"), "\(source)")
        var rendered: [UUID: ChatTranscript.CachedMessage] = [:]
        let shown = text(of: message, cache: &rendered, context)
        #expect(shown.contains("      if x:") && shown.contains("  ab  c"), "\(shown)")
    }

    @Test func aTextChangedOtherwiseIsLaidOutAgainWhenTheEditCountMoves() {
        var message = ChatMessage(role: .assistant, text: "first words", sentAt: Date(timeIntervalSince1970: 0))
        var cache: [UUID: ChatTranscript.CachedMessage] = [:]
        _ = text(of: message, cache: &cache, context)
        message.text = "other words, longer than before"
        var edited = context
        edited.textEdits += 1
        #expect(text(of: message, cache: &cache, edited)[1] == "  other words, longer than")
    }

    @Test func aSaveProblemShowsWrappedUnderTheReplyEvenWhileItStreams() {
        let message = ChatMessage(role: .assistant, text: "Mrr", sentAt: Date(timeIntervalSince1970: 0), state: .partial)
        var streaming = context
        streaming.streamingID = message.id
        streaming.saveProblems = [message.id: "Could not save this reply: the disk is full."]
        var cache: [UUID: ChatTranscript.CachedMessage] = [:]
        #expect(text(of: message, cache: &cache, streaming).dropFirst() == ["  Mrr", "  Could not save this reply:", "  the disk is full."])
    }

    /// "…" stands for text still to come; a failed reply that has no text shows only why.
    @Test func aFailedReplyWithoutTextShowsNoEllipsis() {
        var message = ChatMessage(role: .assistant, text: "", sentAt: Date(timeIntervalSince1970: 0), state: .failed)
        message.failureReason = "the server sent an empty reply"
        var cache: [UUID: ChatTranscript.CachedMessage] = [:]
        let lines = text(of: message, cache: &cache, context)
        #expect(!lines.contains("  …"))
        #expect(lines.joined(separator: " ").contains("[reply failed"))
    }

    /// A reply stopped before any text (Esc while the server had not answered) has none coming:
    /// no "…", and the marker says nothing arrived, and that the message it answered is not sent
    /// with later ones.
    @Test func aReplyStoppedBeforeAnyTextShowsNoEllipsis() {
        let message = ChatMessage(role: .assistant, text: "", sentAt: Date(timeIntervalSince1970: 0), state: .partial)
        var cache: [UUID: ChatTranscript.CachedMessage] = [:]
        var context = self.context
        context.leftOut = [message.id: .endedEmpty]
        let lines = text(of: message, cache: &cache, context)
        #expect(!lines.contains("  …"))
        #expect(lines.dropLast().last?.hasPrefix("  [stopped] before any text") == true, "\(lines)")
        #expect(lines.last == "  not sent with later messages")
    }

    /// A reply by a model with a long name: its header is cut with "…" at the transcript's width.
    @Test func aLongModelNameInAReplysHeaderIsCutWithAnEllipsis() {
        let message = ChatMessage(role: .assistant, text: "Hi", sentAt: Date(timeIntervalSince1970: 0),
                                  model: String(repeating: "L", count: 200))
        var cache: [UUID: ChatTranscript.CachedMessage] = [:]
        let header = text(of: message, cache: &cache, context)[0]
        #expect(header.hasPrefix("Mochi · 00:00 · LLL"))
        #expect(header.hasSuffix("L…"))
        #expect(TextWidth.of(header) == 30)
    }

    /// A reply's header names its model when it is not the chat's; OpenAI's dated snapshot of
    /// the chat's model (`gpt-4o-mini-2024-07-18` for `gpt-4o-mini`) is the chat's.
    @Test func aReplysHeaderNamesAnotherModelButNotADatedSnapshotOfTheChats() {
        var chat = context
        chat.headerModel = "gpt-4o-mini"
        var cache: [UUID: ChatTranscript.CachedMessage] = [:]
        let dated = ChatMessage(role: .assistant, text: "Hi", sentAt: Date(timeIntervalSince1970: 0), model: "gpt-4o-mini-2024-07-18")
        #expect(text(of: dated, cache: &cache, chat)[0] == "Mochi · 00:00")
        let other = ChatMessage(role: .assistant, text: "Hi", sentAt: Date(timeIntervalSince1970: 0), model: "gpt-4o")
        #expect(text(of: other, cache: &cache, chat)[0] == "Mochi · 00:00 · gpt-4o")
    }

    /// A heading names the day of a message not sent today; one laid out before midnight is laid
    /// out again after it, so that "00:00" becomes "yesterday 00:00".
    @Test func aMessagesHeadingNamesItsDayOnceItIsNotToday() {
        let message = ChatMessage(role: .user, text: "Hi", sentAt: Date(timeIntervalSince1970: 0))
        var cache: [UUID: ChatTranscript.CachedMessage] = [:]
        #expect(text(of: message, cache: &cache, context)[0] == "You · 00:00")
        var tomorrow = context
        tomorrow.now = Date(timeIntervalSince1970: 86_400 + 60)
        #expect(text(of: message, cache: &cache, tomorrow)[0] == "You · yesterday 00:00")
        tomorrow.now = Date(timeIntervalSince1970: 400 * 86_400)
        #expect(text(of: message, cache: &cache, tomorrow)[0] == "You · 1 Jan 1970 00:00")
    }
}
