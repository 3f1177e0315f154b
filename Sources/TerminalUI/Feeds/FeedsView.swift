import Presentation

/// The Feeds screen: a header with the totals, then one row per feed: its title, a mark and
/// the reason when its last fetch failed, "unread/total" and when it was last fetched.
@MainActor
public final class FeedsView: PresentedView<FeedsPresenter>, ScreenView {
    private var listState = ListState()
    private var pageSize = 10

    public var title: String { "Feeds" }

    public var keymap: [KeyBinding] {
        let presenter = self.presenter
        let browse = presenter.feeds.isEmpty ? [] : ListKeys.bindings(page: pageSize, presenter.editSelection) + [
            KeyBinding([.enter], "Open the feed's items", hint: "open") { presenter.openSelected() },
            KeyBinding([.char("a")], "Every feed's items in one list", hint: "all items") { presenter.openAll() },
            KeyBinding([.char("r")], "Refresh the selected feed") { presenter.refresh(onlySelected: true) },
        ]
        return browse + [
            KeyBinding([.char("R")], "Refresh every feed, in the background", hint: "refresh") {
                presenter.refresh(onlySelected: false)
            },
        ]
    }

    public func render(in area: Rect, buffer: inout ScreenBuffer, theme: Theme) {
        let (header, rest) = area.splitTop(1)
        let totals = presenter.totals
        let summary = " · \(presenter.feeds.count) feed\(presenter.feeds.count == 1 ? "" : "s") · \(totals.unread) unread of \(totals.total)"
        buffer.write([Span(" Feeds", theme.style(.title)), Span(summary, theme.style(.muted))],
                     x: header.x, y: header.y, clip: header)
        let body = rest.inset(top: 1)
        pageSize = max(1, body.height - 1)
        let rows = presenter.rows
        guard !rows.isEmpty else {
            let text = presenter.loadError.map { "Could not load the feeds: \($0)" }
                ?? (presenter.isLoaded ? "No feeds yet: add one with `aichats feeds add <url>`" : "Loading…")
            let room = body.inset(left: 2, right: 1)
            Paragraph(lines: Paragraph.wrap(text, width: room.width, style: theme.style(presenter.loadError == nil ? .muted : .error),
                                            maxLines: room.height)).render(in: room, buffer: &buffer)
            return
        }
        listState.selected = presenter.selection.selected
        let styled = rows.map { ListRow($0, theme: theme) }
        ListWidget(rows: styled, isFocused: true, theme: theme).render(in: body, buffer: &buffer, state: &listState)
    }
}
