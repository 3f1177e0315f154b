import Domain
import Foundation
import Presentation

/// The search across every chat: the query line, then each message found with its chat and
/// the match highlighted.
extension ChatsView {
    var searchKeymap: [KeyBinding] {
        let presenter = self.presenter
        if presenter.isEditingSearch {
            return [
                KeyBinding([.enter], "Search every chat for the query", hint: "search") { await presenter.runSearch() },
                KeyBinding([.escape], "Close the search", hint: "close") { presenter.closeSearch() },
            ] + TextEditKeys.bindings(presenter.editSearch)
        }
        let results = presenter.searchResults ?? []
        let list = results.isEmpty ? [] : ListKeys.bindings(page: pageSize, presenter.editSearchSelection) + [
            KeyBinding([.enter], "Open the chat at this message", hint: "open") { presenter.openSelectedResult() },
        ]
        return list + [
            KeyBinding([.char("/")], "Change the query", hint: "new search") { presenter.beginSearch() },
            KeyBinding([.escape, .backspace], "Close the search", hint: "close") { presenter.closeSearch() },
        ]
    }

    /// The query line and the results (or why there are none).
    func renderSearch(in area: Rect, buffer: inout ScreenBuffer, theme: Theme) {
        let (line, body) = area.splitTop(2)
        QueryLine(input: presenter.searchQuery, placeholder: "search every chat", isFocused: presenter.isEditingSearch,
                  theme: theme)
            .render(in: line, buffer: &buffer)
        guard let results = presenter.searchResults else { return }
        guard !results.isEmpty else {
            let text = presenter.searchError.map { "Could not search: \($0)" }
                ?? "No message holds “\(TextSanitizer.clean(presenter.searchQuery.text))”"
            let room = body.inset(left: 2, right: 1)
            Paragraph(lines: Paragraph.wrap(text, width: room.width, style: theme.style(.muted), maxLines: room.height))
                .render(in: room, buffer: &buffer)
            return
        }
        pageSize = max(1, body.height - 1)
        let time = presenter.time
        searchListState.selected = presenter.searchSelection.selected
        ListWidget(rows: results.map { Self.resultRow($0, time: time, theme: theme) }, isFocused: true, theme: theme)
            .render(in: body, buffer: &buffer, state: &searchListState)
    }

    /// The most characters of a result's text shown before the match, so that the match stays
    /// in sight after the avatar's name and the article's title.
    static let maxLeadIn = 12

    /// One message found: the avatar (and the article), the text around the match with the
    /// match highlighted, and when it was sent.
    static func resultRow(_ result: ChatSearchResult, time: RelativeTime, theme: Theme) -> ListRow {
        let hit = result.hit
        var leading = [Span(TextSanitizer.clean(result.avatarName), theme.style(.avatarName))]
        if let article = hit.chat.article {
            let title = preview(article.title)
            leading.append(Span(" · “\(title.count > 24 ? title.prefix(23) + "…" : title)”", theme.style(.accent)))
        }
        let who = hit.message.role == .user ? "You: " : ""
        let muted = theme.style(.muted)
        // The snippet is one line already; its spaces around the match are kept.
        let before = TextSanitizer.clean(String(hit.snippet[..<hit.match.lowerBound]))
        leading += [
            Span("  " + who + (before.count > maxLeadIn ? "…" + before.suffix(maxLeadIn - 1) : before), muted),
            Span(TextSanitizer.clean(String(hit.snippet[hit.match])), theme.style(.accent).bolded),
            Span(TextSanitizer.clean(String(hit.snippet[hit.match.upperBound...])), muted),
        ]
        return ListRow(leading, trailing: [Span(" " + time.string(for: hit.message.sentAt), muted)])
    }
}
