import Domain
import Foundation
import Presentation

/// The search across every chat: the query line, then each message found with its chat and
/// the match highlighted.
extension ChatsView {
    var searchKeymap: [KeyBinding] {
        let presenter = self.presenter
        // The results follow the query as it is typed, as a category's filter does, with its keys.
        if presenter.search.isEditing {
            return [
                KeyBinding([.enter], "Keep the results and go to the list", hint: "done") { presenter.endSearchEditing() },
                KeyBinding([.escape], "Clear the search", hint: "clear") { presenter.closeSearch() },
                KeyBinding([.down], "Move down") { presenter.editSearchSelection { $0.move(by: 1) } },
                KeyBinding([.up], "Move up") { presenter.editSearchSelection { $0.move(by: -1) } },
            ] + TextEditKeys.bindings(presenter.editSearch)
        }
        let results = presenter.searchResults ?? []
        let list = results.isEmpty ? [] : ListKeys.bindings(page: pageSize, presenter.editSearchSelection) + [
            KeyBinding([.enter], "Open the chat at this message", hint: "open") { await presenter.openSelectedResult() },
        ]
        return list + [
            KeyBinding([.char("/")], "Change the search", hint: "search") { presenter.beginSearch() },
            KeyBinding([.escape, .backspace], "Clear the search, then back", hint: "clear") { presenter.closeSearch() },
        ]
    }

    /// The query line and the results (or why there are none).
    func renderSearch(in area: Rect, buffer: inout ScreenBuffer, theme: Theme) {
        let (line, body) = area.splitTop(2)
        QueryLine(input: presenter.search.input, placeholder: "search every chat", isFocused: presenter.search.isEditing,
                  theme: theme)
            .render(in: line, buffer: &buffer)
        // Until the first results are read, the conversations stay under the query.
        guard let results = presenter.searchResults else { return renderConversations(in: body, buffer: &buffer, theme: theme) }
        guard !results.isEmpty else {
            let room = body.inset(left: 2, right: 1)
            // A long query is cut on the line, so that the closing quote shows where it ends.
            let query = TextLayout.truncate(TextSanitizer.clean(presenter.search.shown),
                                            to: max(4, room.width - TextWidth.of("No message holds “”")))
            let text = presenter.searchError.map { "Could not search: \($0)" } ?? "No message holds “\(query)”"
            Paragraph(lines: Paragraph.wrap(text, width: room.width, style: theme.style(.muted), maxLines: room.height))
                .render(in: room, buffer: &buffer)
            return
        }
        pageSize = max(1, body.height - 1)
        let time = presenter.time
        searchListState.selected = presenter.searchSelection.selected
        let width = ListWidget.textWidth(in: body, count: results.count)
        // Two main chats with one avatar (Ctrl-N) are told apart as in the list: when each began.
        let started = Dictionary(presenter.conversations.compactMap { conversation in
            conversation.startedAt.map { (conversation.summary.chat.id, $0) }
        }) { first, _ in first }
        ListWidget(count: results.count, isFocused: true, theme: theme) { index in
            Self.resultRow(results[index], startedAt: started[results[index].hit.chat.id], time: time, theme: theme, width: width)
        }
        .render(in: body, buffer: &buffer, state: &searchListState)
    }

    /// The fewest cells of a result's text shown before the match when the row is too narrow
    /// for all of it, so that the match stays in sight after the avatar's name and the title.
    nonisolated static let maxLeadIn = 12

    /// One message found: the avatar (and the article, or when the chat began where the avatar
    /// has two main chats, or the chat's title), the text around the match with the
    /// match highlighted, and when it was sent; an unsent draft says "Draft:" and no time. The text before the match is cut at its start
    /// only when the row's text, `width` cells, has no room for it and what follows the match.
    nonisolated static func resultRow(
        _ result: ChatSearchResult, startedAt: Date? = nil, time: RelativeTime, theme: Theme, width: Int
    ) -> ListRow {
        let hit = result.hit
        var article: [Span] = []
        if let reference = hit.chat.article {
            article.append(Span(" · “\(shortTitle(reference.title))”", theme.style(.accent)))
        } else if !result.isTitle, let title = ChatTitle.of(hit.chat) {
            article.append(Span(" · " + shortTitle(title), theme.style(.accent)))
        } else if !result.isTitle, let startedAt {
            article.append(Span(" · started " + time.started(startedAt), theme.style(.muted)))
        }
        let who = result.isTitle ? "Title: " : result.isDraft ? "Draft: " : hit.message.role == .user ? "You: " : ""
        let muted = theme.style(.muted)
        // The snippet is one line already; its spaces around the match are kept.
        let before = TextSanitizer.clean(String(hit.snippet[..<hit.match.lowerBound]))
        let found = Span(TextSanitizer.clean(String(hit.snippet[hit.match])), theme.style(.accent).bolded)
        let after = Span(TextSanitizer.clean(String(hit.snippet[hit.match.upperBound...])), muted)
        // A draft was never sent: it has no time of its own.
        let row = ListRow([], trailing: result.isDraft || result.isTitle ? [] : [Span(" " + time.string(for: hit.message.sentAt), muted)])
        let rest = article + [Span("  " + who, muted), found, after]
        let room = row.leadingRoom(textWidth: width)
        let head = [name(result.avatarName, room: room, beside: rest.displayWidth + TextWidth.of(before), theme: theme)] + article
            + [Span("  " + who, muted)]
        let leadInRoom = max(maxLeadIn, room - head.displayWidth - found.width - after.width)
        // Cut by an ellipsis of the text itself, the lead-in is not marked twice ("……」").
        let cut = TextLayout.suffix(before, fitting: leadInRoom - 1).drop { $0 == "…" }
        let leadIn = TextWidth.of(before) <= leadInRoom ? before : "…" + cut
        return ListRow(head + [Span(leadIn, muted), found, after], trailing: row.trailing)
    }

    /// An article's or chat's title on a result's row: its first 23 characters and "…", so that the match stays in sight.
    nonisolated static func shortTitle(_ text: String) -> String {
        let title = preview(text)
        return title.count > 24 ? title.prefix(23) + "…" : title
    }
}
