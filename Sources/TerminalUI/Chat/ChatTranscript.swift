import Domain
import Foundation
import Presentation

/// Lays out a conversation as styled lines: a name and time, then the text, then a marker under
/// a reply that stopped, failed or could not be saved. A reply's Markdown is rendered
/// (`MarkdownLines`; its link footnotes under it once it is done), unless `rawMarkdown` asks for
/// its source; the user's messages show as typed, wrapped, their own line breaks kept.
///
/// Each message's lines are kept between frames, and a reply that streams in is laid out only
/// where it grew, so a long reply costs time in proportion to each piece. A frame measures every
/// message but builds only the lines it shows.
enum ChatTranscript {
    /// What the transcript needs besides the messages.
    struct Context {
        var avatarName: String
        /// Now: a heading names the day of a message not sent today (`MessageTime`), and is
        /// laid out again when the day changes.
        var now = Date()
        /// The width prose wraps at: a readable measure, narrower than a wide terminal.
        var width: Int
        /// The width code blocks and tables may take: the whole area, so that a wide terminal
        /// shows them unwrapped (0: `width`).
        var wideWidth = 0
        var codeWidth: Int { max(width, wideWidth) }
        var streamingID: UUID?
        var failureReasons: [UUID: String] = [:]
        var saveProblems: [UUID: String] = [:]
        var canRegenerate = false
        /// The presenter's `textEdits`: when it changes, texts are laid out from the start again.
        var textEdits = 0
        /// Replies as their Markdown source (Alt-v) instead of rendered.
        var rawMarkdown = false
        /// The replies whose reasoning shows in full (the presenter's `shownReasoningIDs`).
        var shownReasoningIDs: Set<UUID> = []
        /// The model the header names: a reply by another model names its own by its time.
        var headerModel: String?
        /// The first message sent to the model when older ones are not (the presenter's
        /// `firstSentMessageID`): a rule above it says so.
        var firstSentID: UUID?
        /// The messages below the rule that are not sent all the same, and the replies that ended
        /// empty wherever they are (the presenter's `leftOutMessages`): each is marked, a reply
        /// that ended empty on the line that says how it ended.
        var leftOut: [UUID: LeftOutReason] = [:]
    }

    /// The model shown by a reply's time: its own, when it is not the header's (a dated
    /// snapshot of it, as OpenAI names its replies, is: `ModelName.isSame`).
    static func shownModel(of message: ChatMessage, _ context: Context) -> String? {
        guard message.role == .assistant, let model = message.model,
            !ModelName.isSame(model, as: context.headerModel ?? "")
        else { return nil }
        return model
    }

    /// How many lines each message takes, and their sum.
    struct Layout {
        struct Block {
            let id: UUID
            /// The reasoning's rows above the text: all of them, or the fold line (and all when open).
            let reasoning: ReasoningRows
            let isEmpty: Bool
            let bodyCount: Int
            /// Link footnotes shown under the text (none while the reply streams).
            let footnoteCount: Int
            let markers: [[Span]]
            let hasGap: Bool
            /// The rule above the name line: older messages are not sent to the model.
            let hasContextRule: Bool
            /// The lines above the name line: the gap, then the rule.
            var leadCount: Int { (hasGap ? 1 : 0) + (hasContextRule ? 1 : 0) }
            var count: Int { leadCount + 1 + reasoning.count + bodyCount + footnoteCount + markers.count }
        }

        var blocks: [Block] = []
        var lineCount = 0
        /// True when a long message shows only its last part while it is laid out whole.
        var hasTail = false
        /// The width the text is laid out in (the context rule's).
        var width = 0

        /// The lines of message `id`, its name line first (the gap and rule above it left out).
        func lineRange(of id: UUID) -> Range<Int>? {
            var start = 0
            for block in blocks {
                if block.id == id {
                    let first = start + block.leadCount
                    return first..<(start + block.count)
                }
                start += block.count
            }
            return nil
        }
    }

    /// Measures the conversation, laying out what changed since the last frame into `cache`.
    /// With `relayout`, a long message that must be laid out anew is, in the background, and
    /// shows as it was meanwhile.
    @MainActor
    static func layout(
        _ messages: [ChatMessage], _ context: Context, theme: Theme, cache: inout [UUID: CachedMessage],
        relayout: TranscriptRelayout? = nil
    ) -> Layout {
        var layout = Layout(width: context.width)
        let lastID = messages.last?.id
        for message in messages {
            // Taken out of the cache while it grows, so that its lines are not copied.
            var cached = laidOut(message, context, theme: theme, kept: cache.removeValue(forKey: message.id), relayout: relayout)
            cached.catchUp(with: message.text, isStreaming: message.id == context.streamingID)
            cached.catchUp(reasoning: message.reasoning)
            let reasoning = ReasoningRows(message, cached, context)
            let block = Layout.Block(
                id: message.id, reasoning: reasoning, isEmpty: message.text.isEmpty,
                // "…" stands for text still to come: only a reply that streams has some coming.
                bodyCount: reasoning.replacesEllipsis || (message.text.isEmpty && message.id != context.streamingID)
                    ? 0 : message.text.isEmpty ? 1 : cached.body.count,
                footnoteCount: message.id == context.streamingID ? 0 : cached.footnoteRows.count,
                markers: markers(for: message, isLast: message.id == lastID, context, theme: theme),
                hasGap: !layout.blocks.isEmpty, hasContextRule: message.id == context.firstSentID)
            layout.hasTail = layout.hasTail || cached.isTail
            cache[message.id] = cached
            layout.blocks.append(block)
            layout.lineCount += block.count
        }
        return layout
    }

    /// The lines under a message: why a reply stopped or failed, and why it could not be saved.
    private static func markers(for message: ChatMessage, isLast: Bool, _ context: Context, theme: Theme) -> [[Span]] {
        let leftOut = context.leftOut[message.id]
        var markers: [(String, Style)] = leftOut.flatMap(leftOutMark).map { [($0, theme.style(.muted))] } ?? []
        guard message.role == .assistant else { return wrap(markers, context) }
        if message.id != context.streamingID {
            let retries = context.canRegenerate && ReplyRetry.helps(afterFailure: message.failureReason)
            // The message it answered is not sent with later ones (`ConversationShape.abandonedIndices`);
            // Ctrl-R writes only the last reply again, so above it the way to ask again is told.
            let hint: String
            if leftOut != .endedEmpty {
                hint = isLast && retries ? " · Ctrl-R to retry" : ""
            } else if !isLast {
                hint = " · not sent with later messages" + Self.askAgain
            } else {
                hint = " · not sent with later messages" + (retries ? " · Ctrl-R retries it" : "")
            }
            switch message.state {
            case .complete: break
            case .partial:
                let plain = message.text.isEmpty && message.reasoning.isEmpty ? "[stopped] before any text" : "[stopped]"
                let stopped = context.failureReasons[message.id].map { "[\(TextSanitizer.clean($0))]" } ?? plain
                markers.append((stopped + hint, theme.style(.muted)))
            case .failed:
                let reason = context.failureReasons[message.id].map { TextSanitizer.clean($0) } ?? "reply failed"
                markers.append(("[\(reason)]" + hint, theme.style(.error)))
            }
        }
        if message.versionCount > 1 {
            let keys = isLast && message.id != context.streamingID ? " · Alt-[ Alt-] switch" : ""
            markers.append(("version \(message.versionNumber)/\(message.versionCount)" + keys, theme.style(.muted)))
        }
        if let problem = context.saveProblems[message.id] {
            markers.append((TextSanitizer.clean(problem), theme.style(.error)))
        }
        return wrap(markers, context)
    }

    private static func wrap(_ markers: [(String, Style)], _ context: Context) -> [[Span]] {
        markers.flatMap { text, style in
            Paragraph.wrap(text, width: max(1, context.width - 2), style: style).map { [Span("  ")] + $0 }
        }
    }

    /// What a reply that ended empty above the last one says: Ctrl-R retries only the last.
    static let askAgain = " · to ask again, " + ChatPresenter.askAgainSteps

    /// The mark on a message below the rule that is not sent; none for a reply that ended empty,
    /// whose line saying how it ended says so too.
    static func leftOutMark(_ reason: LeftOutReason) -> String? {
        switch reason {
        case .tooLong: "[not sent to the model: too long for context_chars beside the newer messages]"
        case .replyFollowed: "[not sent to the model: it gets the reply below instead]"
        case .endedEmpty: nil
        }
    }
}
