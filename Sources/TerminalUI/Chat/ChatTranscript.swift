import Domain
import Foundation
import Presentation

/// Lays out a conversation as styled lines: a name and time, then the wrapped text (its own line
/// breaks kept), then a marker under a reply that stopped, failed or could not be saved.
///
/// Each message's lines are kept between frames, and a reply that streams in is laid out only
/// where it grew, so a long reply costs time in proportion to each piece. A frame measures every
/// message but builds only the lines it shows.
enum ChatTranscript {
    /// What the transcript needs besides the messages.
    struct Context {
        var avatarName: String
        var width: Int
        var streamingID: UUID?
        var failureReasons: [UUID: String] = [:]
        var saveProblems: [UUID: String] = [:]
        var canRegenerate = false
        /// The presenter's `textEdits`: when it changes, texts are laid out from the start again.
        var textEdits = 0
    }

    /// A message's name line and wrapped text, kept while the width, the theme and `textEdits` stay.
    struct CachedMessage {
        let width: Int
        let theme: Theme
        let textEdits: Int
        let header: [Span]
        private var laidOutBytes = 0
        private var cleaner = TextSanitizer.LineStream()
        private(set) var body: WrappedLines

        init(_ message: ChatMessage, _ context: Context, theme: Theme) {
            width = context.width
            self.theme = theme
            textEdits = context.textEdits
            let isUser = message.role == .user
            header = [Span(isUser ? "You" : context.avatarName, theme.style(isUser ? .userName : .avatarName).bolded),
                      Span(" · " + RelativeTime.clock(message.sentAt), theme.style(.muted))]
            body = WrappedLines(width: max(1, context.width - 2))
        }

        /// True when the layout still holds for `text` at this width, theme and edit count.
        func fits(_ text: String, _ context: Context, theme: Theme) -> Bool {
            width == context.width && self.theme == theme && textEdits == context.textEdits
                && text.utf8.count >= laidOutBytes
        }

        /// Lays out what was added to `text` since the last time.
        mutating func catchUp(with text: String) {
            guard text.utf8.count > laidOutBytes else { return }
            let start = text.utf8.index(text.utf8.startIndex, offsetBy: laidOutBytes)
            body.append(cleaner.clean(String(text[start...])))
            laidOutBytes = text.utf8.count
        }
    }

    /// How many lines each message takes, and their sum.
    struct Layout {
        struct Block {
            let id: UUID
            let isEmpty: Bool
            let bodyCount: Int
            let markers: [[Span]]
            let hasGap: Bool
            var count: Int { (hasGap ? 1 : 0) + 1 + bodyCount + markers.count }
        }

        var blocks: [Block] = []
        var lineCount = 0

        /// The lines of message `id`, its name line first (the gap above it left out).
        func lineRange(of id: UUID) -> Range<Int>? {
            var start = 0
            for block in blocks {
                if block.id == id {
                    let first = start + (block.hasGap ? 1 : 0)
                    return first..<(start + block.count)
                }
                start += block.count
            }
            return nil
        }
    }

    /// Measures the conversation, laying out what changed since the last frame into `cache`.
    static func layout(
        _ messages: [ChatMessage], _ context: Context, theme: Theme, cache: inout [UUID: CachedMessage]
    ) -> Layout {
        var layout = Layout()
        let lastID = messages.last?.id
        for message in messages {
            // Taken out of the cache while it grows, so that its lines are not copied.
            var cached = cache.removeValue(forKey: message.id)
                .flatMap { $0.fits(message.text, context, theme: theme) ? $0 : nil }
                ?? CachedMessage(message, context, theme: theme)
            cached.catchUp(with: message.text)
            let block = Layout.Block(
                id: message.id, isEmpty: message.text.isEmpty, bodyCount: message.text.isEmpty ? 1 : cached.body.count,
                markers: markers(for: message, isLast: message.id == lastID, context, theme: theme),
                hasGap: !layout.blocks.isEmpty)
            cache[message.id] = cached
            layout.blocks.append(block)
            layout.lineCount += block.count
        }
        return layout
    }

    /// The lines of `range`, within `0..<layout.lineCount`.
    static func lines(
        _ range: Range<Int>, of layout: Layout, cache: [UUID: CachedMessage], theme: Theme, selectedID: UUID? = nil
    ) -> [[Span]] {
        var lines: [[Span]] = [], start = 0
        let textStyle = theme.style(.text)
        for block in layout.blocks {
            defer { start += block.count }
            guard start + block.count > range.lowerBound, let cached = cache[block.id] else { continue }
            if start >= range.upperBound { break }
            for index in max(range.lowerBound - start, 0)..<min(range.upperBound - start, block.count) {
                var line = index - (block.hasGap ? 1 : 0)
                if line < 0 { lines.append([]); continue }
                let isSelected = block.id == selectedID
                if line == 0 {
                    lines.append(isSelected ? cached.header.restyled { _ in theme.style(.selection) } : cached.header)
                    continue
                }
                line -= 1
                var spans = line < block.bodyCount
                    ? [Span("  "), Span(block.isEmpty ? "…" : cached.body[line], textStyle)]
                    : block.markers[line - block.bodyCount]
                if isSelected { spans = selectionBar(spans, theme: theme) }
                lines.append(spans)
            }
        }
        return lines
    }

    /// A selected message's line: a bar in its first column, where the indent was.
    private static func selectionBar(_ spans: [Span], theme: Theme) -> [Span] {
        guard let first = spans.first, first.text.hasPrefix(" ") else { return spans }
        let rest = String(first.text.dropFirst())
        return [Span("▌", theme.style(.accent))] + (rest.isEmpty ? [] : [Span(rest, first.style)]) + spans.dropFirst()
    }

    /// The lines under a message: why a reply stopped or failed, and why it could not be saved.
    private static func markers(for message: ChatMessage, isLast: Bool, _ context: Context, theme: Theme) -> [[Span]] {
        guard message.role == .assistant else { return [] }
        var markers: [(String, Style)] = []
        if message.id != context.streamingID {
            let hint = isLast && context.canRegenerate ? " · Ctrl-R to retry" : ""
            switch message.state {
            case .complete: break
            case .partial: markers.append(("[stopped]" + hint, theme.style(.muted)))
            case .failed:
                let reason = context.failureReasons[message.id].map { TextSanitizer.clean($0) } ?? "reply failed"
                markers.append(("[\(reason)]" + hint, theme.style(.error)))
            }
        }
        if let problem = context.saveProblems[message.id] {
            markers.append((TextSanitizer.clean(problem), theme.style(.error)))
        }
        return markers.flatMap { text, style in
            Paragraph.wrap(text, width: max(1, context.width - 2), style: style).map { [Span("  ")] + $0 }
        }
    }
}
