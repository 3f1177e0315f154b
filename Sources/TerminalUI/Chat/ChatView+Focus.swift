import Foundation
import Presentation

/// What the conversation keeps in sight: the selected message, or the current search match.
struct ChatFocus: Equatable {
    let messageID: UUID
    /// The search's query and which of its occurrences in the message, for a match.
    var match: (query: String, occurrence: Int)?

    static func == (lhs: ChatFocus, rhs: ChatFocus) -> Bool {
        lhs.messageID == rhs.messageID && lhs.match?.query == rhs.match?.query && lhs.match?.occurrence == rhs.match?.occurrence
    }
}

extension ChatView {
    /// Scrolls, once per new focus, as little as brings it into view: a match's line with its
    /// message's name line (who wrote it, when) when both fit, as a Chats search hit shows it, or
    /// the selected message's first lines (its name line at the top when it is taller than the view).
    func keepFocusInSight(_ layout: ChatTranscript.Layout, height: Int, theme: Theme) {
        let focus = currentFocus
        guard focus != lastShownFocus else { return }
        lastShownFocus = focus
        guard let focus, var lines = layout.lineRange(of: focus.messageID) else { return }
        if let match = focus.match, let line = line(of: match, in: lines, layout, theme: theme) {
            lines = line + 1 - lines.lowerBound <= height ? lines.lowerBound..<(line + 1) : line..<(line + 1)
        }
        let offset = min(presenter.scrollFromBottom, maxOffset)
        var first = max(0, layout.lineCount - height - offset)
        if lines.lowerBound < first {
            first = lines.lowerBound
        } else if lines.upperBound > first + height {
            first = min(lines.lowerBound, lines.upperBound - height)
        }
        presenter.scroll(by: max(0, layout.lineCount - height - first) - presenter.scrollFromBottom, maxOffset: maxOffset)
    }

    private var currentFocus: ChatFocus? {
        if let search = presenter.search, let match = search.currentMatch {
            return ChatFocus(messageID: match.messageID, match: (search.ranQuery, match.occurrence))
        }
        return presenter.selectedMessageID.map { ChatFocus(messageID: $0) }
    }

    /// The line of the message's lines where the match's occurrence shows, counting occurrences
    /// as they show on screen (nil when fewer show, as when Markdown marks split one).
    private func line(
        of match: (query: String, occurrence: Int), in range: Range<Int>, _ layout: ChatTranscript.Layout, theme: Theme
    ) -> Int? {
        var seen = 0
        for (offset, spans) in ChatTranscript.lines(range, of: layout, cache: transcriptCache, theme: theme).enumerated() {
            seen += SearchHighlight.matches(of: match.query, in: spans.map(\.text).joined()).count
            if seen > match.occurrence { return range.lowerBound + offset }
        }
        return nil
    }
}
