import Domain
import Presentation

/// Lays out a conversation as styled lines: a name and time, then the wrapped text.
enum ChatTranscript {
    static func lines(_ messages: [ChatMessage], avatarName: String, width: Int, theme: Theme) -> [[Span]] {
        var lines: [[Span]] = []
        for message in messages {
            if !lines.isEmpty { lines.append([]) }
            let isUser = message.role == .user
            let name = isUser ? "You" : avatarName
            lines.append([Span(name, theme.style(isUser ? .userName : .avatarName).bolded),
                          Span(" · " + RelativeTime.clock(message.sentAt), theme.style(.muted))])
            let text = message.text.isEmpty ? "…" : TextSanitizer.clean(message.text)
            lines += Paragraph.wrap(text, width: max(1, width - 2), style: theme.style(.text)).map { [Span("  ")] + $0 }
        }
        return lines
    }
}
