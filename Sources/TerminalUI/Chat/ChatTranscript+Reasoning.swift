import Domain
import Foundation

extension ChatTranscript {
    /// How a reply's reasoning shows above its text: in full and dimmed while the reply streams
    /// and has no text yet (unless folded); otherwise one dimmed fold line,
    /// `▸ reasoning (123 words) — Alt-t`, with the reasoning under it when it is open.
    struct ReasoningRows {
        let showsFoldLine: Bool
        let showsText: Bool
        let textCount: Int
        let words: Int
        /// True while only the reasoning shows (the text's "…" is not needed).
        let replacesEllipsis: Bool

        init(_ message: ChatMessage, _ cached: CachedMessage, _ context: Context) {
            words = cached.reasoningWords
            textCount = cached.reasoning.count
            guard message.role == .assistant, !message.reasoning.isEmpty else {
                (showsFoldLine, showsText, replacesEllipsis) = (false, false, false)
                return
            }
            let isThinking = message.id == context.streamingID && message.text.isEmpty
            showsText = context.shownReasoningIDs.contains(message.id)
            showsFoldLine = !(isThinking && showsText)
            replacesEllipsis = isThinking && showsText
        }

        var count: Int { (showsFoldLine ? 1 : 0) + (showsText ? textCount : 0) }

        /// Row `index` of `count`.
        func row(_ index: Int, _ cached: CachedMessage, theme: Theme) -> [Span] {
            let style = theme.style(.reasoning)
            if showsFoldLine, index == 0 {
                let mark = showsText ? "▾" : "▸"
                return [Span("  \(mark) reasoning (\(words) \(words == 1 ? "word" : "words")) — Alt-t", style)]
            }
            return [Span("  "), Span(cached.reasoning[index - (showsFoldLine ? 1 : 0)], style)]
        }
    }
}
