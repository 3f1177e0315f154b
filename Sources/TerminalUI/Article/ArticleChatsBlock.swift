import Domain
import Presentation

/// The chats about the article, under its byline in the Article screen and the feed reader: up
/// to three, each with its size and when it was last written in, the selected one marked, or
/// how to start one.
@MainActor
struct ArticleChatsBlock {
    static let shownChats = 3

    let chats: ArticleChats
    let theme: Theme

    /// `c` starts a chat about the article; Tab (Shift-Tab back) and Enter pick and open one of
    /// its chats.
    static func bindings(_ chats: ArticleChats?, hintPriority: HintPriority = .normal) -> [KeyBinding] {
        var keys = [KeyBinding([.char("c")], "Chat about it with an avatar (a new chat)", hint: "chat about",
                               hintPriority: hintPriority) { await chats?.startChat() }]
        guard let chats, !chats.conversations.isEmpty else { return keys }
        keys.append(KeyBinding([.enter], "Open the selected chat about this article", hint: "open chat") {
            chats.openSelected()
        })
        if chats.conversations.count > 1 {
            keys.append(KeyBinding([.tab], "Select the next chat about this article") { chats.selectNext() })
            keys.append(KeyBinding([.backTab], "Select the previous chat about this article") { chats.selectPrevious() })
        }
        return keys
    }

    func lines(width: Int) -> [[Span]] {
        let chats = self.chats.conversations
        guard !chats.isEmpty else {
            return [[Span("c: chat about this article with an avatar", theme.style(.muted))]]
        }
        let selected = self.chats.selection.index
        let first = max(0, min(selected - Self.shownChats + 1, chats.count - Self.shownChats))
        let noun = chats.count == 1 ? "1 chat" : "\(chats.count) chats"
        var lines: [[Span]] = [[Span("💬 \(noun) about it", theme.style(.accent)),
                                Span(chats.count > 1 ? " · Tab selects, Enter opens" : " · Enter opens", theme.style(.muted))]]
        for index in first..<min(chats.count, first + Self.shownChats) {
            let chat = chats[index]
            let isSelected = index == selected
            let count = chat.summary.messageCount
            // A chat listed with no message holds a draft: "0 messages" would read as nothing there.
            let size = count == 0 ? "unsent draft" : "\(count) message\(count == 1 ? "" : "s")"
            let age = self.chats.time.string(for: chat.summary.chat.modifiedAt)
            let spans = [Span(isSelected ? "▸ " : "  ", theme.style(.accent)),
                         Span(TextSanitizer.clean(chat.avatarName), theme.style(.avatarName)),
                         Span(" · \(size) · \(age)", theme.style(.muted))]
            lines.append(spans.truncated(to: width))
        }
        return lines
    }
}
