import Foundation

extension ChatTranscript {
    /// What marks lines besides their own styles: the selected message and the search's matches.
    struct Highlight {
        var selectedID: UUID?
        /// Shown in the match style wherever it occurs (case and width of letters ignored).
        var query = ""
    }

    /// The lines of `range`, within `0..<layout.lineCount`.
    static func lines(
        _ range: Range<Int>, of layout: Layout, cache: [UUID: CachedMessage], theme: Theme, highlight: Highlight = Highlight()
    ) -> [[Span]] {
        var lines: [[Span]] = [], start = 0
        let textStyle = theme.style(.text)
        for block in layout.blocks {
            defer { start += block.count }
            guard start + block.count > range.lowerBound, let cached = cache[block.id] else { continue }
            if start >= range.upperBound { break }
            let isSelected = block.id == highlight.selectedID
            for index in max(range.lowerBound - start, 0)..<min(range.upperBound - start, block.count) {
                var line = index - block.leadCount
                if line < 0 {
                    let isRule = block.hasContextRule && line == -1
                    lines.append(isRule ? contextRule(width: layout.width, theme: theme) : [])
                    continue
                }
                if line == 0 {
                    lines.append(isSelected ? cached.header.restyled { _ in theme.style(.selection) } : cached.header)
                    continue
                }
                line -= 1
                var spans: [Span]
                if line < block.reasoning.count {
                    spans = block.reasoning.row(line, cached, theme: theme)
                    lines.append(isSelected ? selectionBar(spans, theme: theme) : spans)
                    continue
                }
                line -= block.reasoning.count
                if line < block.bodyCount {
                    spans = [Span("  ")] + (block.isEmpty ? [Span("…", textStyle)] : cached.body.line(line, textStyle: textStyle))
                } else if line - block.bodyCount < block.footnoteCount {
                    spans = cached.footnoteRows[line - block.bodyCount]
                } else {
                    spans = block.markers[line - block.bodyCount - block.footnoteCount]
                }
                if !highlight.query.isEmpty { spans = SearchHighlight.mark(highlight.query, in: spans, style: theme.style(.searchMatch)) }
                if isSelected { spans = selectionBar(spans, theme: theme) }
                lines.append(spans)
            }
        }
        return lines
    }

    /// The rule above the first message sent to the model, as long as `width` (the text's width):
    /// the longest wording that fits between its dashes.
    static func contextRule(width: Int, theme: Theme) -> [Span] {
        let wording = contextRuleWordings.first { TextWidth.of($0) + 6 <= width } ?? contextRuleWordings[contextRuleWordings.count - 1]
        let text = "── " + wording + " "
        let fill = String(repeating: "─", count: max(2, width - TextWidth.of(text)))
        return [Span(TextLayout.truncate(text + fill, to: width), theme.style(.muted))]
    }

    /// What the rule says, the longest first.
    static let contextRuleWordings = [
        "older messages are not sent to the model (context_chars in config.toml)",
        "older messages are not sent to the model (context_chars)",
        "older messages are not sent to the model",
        "older ones not sent",
    ]

    /// A selected message's line: a bar in its first column, where the indent was.
    private static func selectionBar(_ spans: [Span], theme: Theme) -> [Span] {
        guard let first = spans.first, first.text.hasPrefix(" ") else { return spans }
        let rest = String(first.text.dropFirst())
        return [Span("▌", theme.style(.accent))] + (rest.isEmpty ? [] : [Span(rest, first.style)]) + spans.dropFirst()
    }
}
