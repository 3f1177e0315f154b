import Domain
import Foundation
import Presentation

/// Lays out a conversation as styled lines: a name and time, then the wrapped text (its own line
/// breaks kept), then a marker under a reply that stopped or failed.
enum ChatTranscript {
    /// What the transcript needs besides the messages.
    struct Context {
        var avatarName: String
        var width: Int
        var streamingID: UUID?
        var failureReasons: [UUID: String] = [:]
        var canRegenerate = false
    }

    /// A message's name line and wrapped text, kept while its text, the width and theme stay.
    struct CachedMessage {
        var text: String
        var width: Int
        var theme: Theme
        var lines: [[Span]]
    }

    static func lines(
        _ messages: [ChatMessage], _ context: Context, theme: Theme, cache: inout [UUID: CachedMessage]
    ) -> [[Span]] {
        var lines: [[Span]] = []
        let lastID = messages.last?.id
        for message in messages {
            if !lines.isEmpty { lines.append([]) }
            if let cached = cache[message.id], cached.text == message.text, cached.width == context.width,
               cached.theme == theme {
                lines += cached.lines
            } else {
                let body = messageLines(message, context, theme: theme)
                cache[message.id] = CachedMessage(text: message.text, width: context.width, theme: theme, lines: body)
                lines += body
            }
            if let marker = marker(for: message, isLast: message.id == lastID, context, theme: theme) {
                lines.append([Span("  ")] + [marker])
            }
        }
        return lines
    }

    private static func messageLines(_ message: ChatMessage, _ context: Context, theme: Theme) -> [[Span]] {
        let isUser = message.role == .user
        let name = isUser ? "You" : context.avatarName
        let header = [Span(name, theme.style(isUser ? .userName : .avatarName).bolded),
                      Span(" · " + RelativeTime.clock(message.sentAt), theme.style(.muted))]
        let text = message.text.isEmpty ? "…" : TextSanitizer.cleanKeepingLineBreaks(message.text)
        return [header] + Paragraph.wrap(text, width: max(1, context.width - 2), style: theme.style(.text))
            .map { [Span("  ")] + $0 }
    }

    private static func marker(for message: ChatMessage, isLast: Bool, _ context: Context, theme: Theme) -> Span? {
        guard message.role == .assistant, message.id != context.streamingID else { return nil }
        let hint = isLast && context.canRegenerate ? " · r to retry" : ""
        switch message.state {
        case .complete: return nil
        case .partial: return Span("[stopped]" + hint, theme.style(.muted))
        case .failed:
            let reason = context.failureReasons[message.id].map { TextSanitizer.clean($0) } ?? "reply failed"
            return Span("[\(reason)]" + hint, theme.style(.error))
        }
    }
}
