import Presentation

/// The Feeds screen: a header with the totals, then one row per feed: its title, a mark and
/// the reason when its last fetch failed, "unread/total" and when it was last fetched.
@MainActor
public final class FeedsView: PresentedView<FeedsPresenter>, FilterTypingView {
    private var listState = ListState()
    private var pageSize = 10

    public func clicked(atColumn column: Int, row: Int) -> Bool {
        ListKeys.click(listState, column: column, row: row, presenter.editSelection)
    }

    public var title: String { "Feeds" }

    public var marks: [HelpView.Mark] { [.unread, .failed, .moved, .scrolled] }

    public var keymap: [KeyBinding] {
        let presenter = self.presenter
        if presenter.isEditingFilter { return presenter.filterTypingKeys { presenter.back() } }
        let browse = presenter.shownFeeds.isEmpty ? [] : ListKeys.bindings(page: pageSize, presenter.editSelection) + [
            KeyBinding([.enter], "Open the feed's items", hint: "open") { presenter.openSelected() },
            KeyBinding([.char("a")], "Every feed's items in one list", hint: "all items") { presenter.openAll() },
            KeyBinding([.char("r")], "Refresh the selected feed") { presenter.refresh(onlySelected: true) },
            KeyBinding([.char("A")], "Mark the selected feed's items read") { await presenter.markSelectedFeedRead() },
            KeyBinding([.char("C")], "Mark every feed's items read (asks first)") { await presenter.askToMarkAllFeedsRead() },
            KeyBinding([.char("M")], "Put the address a feed moved to (→) in your feed list; its items come along",
                       hint: presenter.selectedFeedMoved ? "new address" : nil) { await presenter.moveSelectedFeed() },
        ]
        let read = presenter.feeds.isEmpty ? [] : [
            KeyBinding([.char("l")], presenter.hidesReadFeeds ? "Show every feed again" : "Show only the feeds with unread items",
                       hint: presenter.hidesReadFeeds ? "all feeds" : nil) { presenter.toggleReadFeeds() },
        ]
        let auto = presenter.activity
        let filter = presenter.feeds.isEmpty ? [] : [
            KeyBinding([.char("/")], "Filter the feeds by title or address", hint: "filter") { presenter.beginFilter() },
        ] + (presenter.filter.isEmpty ? [] : [
            KeyBinding([.escape, .backspace], "Clear the filter, then back", hint: "clear") { presenter.back() },
        ])
        let back = presenter.filter.isEmpty ? [KeyBinding.back { presenter.back() }] : []
        // With no feed, `R` and `a` cannot act: left out, and pressed they say so.
        let noFeeds = !presenter.feeds.isEmpty ? [] : [
            KeyBinding([.char("a")], "Every feed's items in one list", isListed: false) { presenter.openAll() },
        ]
        let start = presenter.feeds.isEmpty
        return (start ? changeList : []) + browse + read + filter + noFeeds + [
            KeyBinding([.char("R")], "Refresh every feed, in the background", hint: "refresh", isListed: !presenter.feeds.isEmpty) {
                presenter.refresh(onlySelected: false)
            },
        ] + (start ? [] : changeList) + [
            KeyBinding([.char("t")], "Auto-refresh every \(auto.autoRefreshMinutes) min while the app runs: "
                + (auto.isAutoRefreshOn ? "turn off" : "turn on")) { await presenter.toggleAutoRefresh() },
            // Said in the status bar only while the list is empty: then it is the way to start.
            KeyBinding([.char("E")], "Edit the feed list in $VISUAL or $EDITOR",
                       hint: presenter.feeds.isEmpty ? "edit list" : nil) { await presenter.editFeedList() },
        ] + back
    }

    /// `n` and `d`: the feed list changed on the screen. With no feed there is only `n`, first and
    /// hinted: it is the way to start; with feeds, their hints show where the bar has room to spare.
    private var changeList: [KeyBinding] {
        let presenter = self.presenter, start = presenter.feeds.isEmpty
        return [
            KeyBinding([.char("n")], "Add a feed by its URL", hint: "add feed", hintPriority: start ? .normal : .spare) {
                presenter.addFeed()
            },
        ] + (presenter.shownFeeds.isEmpty ? [] : [
            KeyBinding([.char("d"), .delete], "Remove the selected feed from the list (asks first)",
                       hint: "remove", hintPriority: .spare) { presenter.askToRemoveSelected() },
        ])
    }

    public func render(in area: Rect, buffer: inout ScreenBuffer, theme: Theme) {
        let (header, rest) = area.splitTop(1)
        let shown = presenter.shownFeeds, totals = presenter.totals, all = presenter.feeds.count
        let count = presenter.filter.isEmpty && !presenter.hidesReadFeeds ? "\(all)" : "\(shown.count) of \(all)"
        let summary = " · \(count) feed\(all == 1 ? "" : "s") · \(totals.unread) unread of \(totals.total)"
        let title = [Span(" Feeds", theme.style(.title)), Span(summary, theme.style(.muted))]
        buffer.write(title, x: header.x, y: header.y, clip: header)
        writeAutoRefresh(in: header, after: title.displayWidth, buffer: &buffer, theme: theme)
        let filter = QueryLine(input: presenter.filter, placeholder: "type to filter", isFocused: presenter.isEditingFilter,
                               theme: theme)
        let body = filter.render(atTopOf: rest.inset(top: 1), isShown: presenter.listFilter.isActive, buffer: &buffer)
        let width = body.width - 3
        let notes = problemLines(width: width, theme: theme) + hiddenFailureLines(width: width, theme: theme)
            + fetchNoteLines(width: width, theme: theme)
        // The notes never take more than half the room: the list stays usable in a small window.
        let (main, details) = body.splitBottom(notes.isEmpty ? 0 : min(notes.count + 1, body.height / 2))
        Paragraph(lines: notes).render(in: details.inset(top: 1, left: 2, right: 1), buffer: &buffer)
        guard !shown.isEmpty else {
            let text = presenter.loadError.map { "Could not load the feeds: \($0)" } ?? (presenter.isLoaded ? emptyText : "Loading…")
            let room = main.inset(left: 2, right: 1)
            Paragraph(lines: Paragraph.wrap(text, width: room.width, style: theme.style(presenter.loadError == nil ? .muted : .error),
                                            maxLines: room.height)).render(in: room, buffer: &buffer)
            return
        }
        listState.selected = presenter.selection.selected
        pageSize = max(1, main.height - 1)
        let time = presenter.time
        ListWidget(count: shown.count, isFocused: true, theme: theme) { ListRow(ItemRow.feed(shown[$0], time: time), theme: theme) }
            .render(in: main, buffer: &buffer, state: &listState)
    }

    /// "auto-refresh every 60 min · t" or "auto-refresh off · t" (the key that turns it off or
    /// on), at the header's right end when it fits.
    private func writeAutoRefresh(in header: Rect, after used: Int, buffer: inout ScreenBuffer, theme: Theme) {
        let activity = presenter.activity
        let state = activity.isAutoRefreshOn ? "every \(activity.autoRefreshMinutes) min" : "off"
        let text = "auto-refresh \(state) · t "
        guard header.width - text.count > used + 2 else { return }
        buffer.write(text, x: header.maxX - text.count, y: header.y,
                     style: theme.style(activity.isAutoRefreshOn ? .accent : .muted), clip: header)
    }
}
