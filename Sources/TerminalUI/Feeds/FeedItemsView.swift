import Presentation

/// An item list: a header with the counts and the list, built only for the rows shown.
@MainActor
public final class FeedItemsView: PresentedView<FeedItemsPresenter>, ScreenView {
    private var listState = ListState()
    private var pageSize = 10

    public func clicked(atColumn column: Int, row: Int) -> Bool {
        ListKeys.click(listState, column: column, row: row, presenter.editSelection)
    }

    public var title: String { presenter.title }

    public var marks: [HelpView.Mark] { HelpView.Mark.headlines + [.scrolled] }

    /// While the search's query is being typed, printable keys go into it.
    public var acceptsText: Bool { presenter.search.isEditing }

    public var typingHint: String? { "type to search titles and summaries" }

    /// newsboat's reader keys and its bookmark key, which act elsewhere here.
    public var habits: [KeyHabit] {
        [
            KeyHabit([.char("J"), .char("K")], "J and K walk items in the reader; here, j k or ↓ ↑"),
            KeyHabit([.char("p")], "p goes to the previous unread item in the reader; here, k or ↑"),
            KeyHabit([.ctrl("b")], "Ctrl-B: b bookmarks here"),
        ]
    }

    public func insertText(_ text: String) { presenter.editSearch { $0.insert(text) } }

    /// The list keys (each waits for the pages of the rows it shows, and reads the pages around
    /// them in the background), then the item keys; the query's keys while it is typed.
    public var keymap: [KeyBinding] {
        let presenter = self.presenter, visibleRows = pageSize + 1
        // The list follows the query as it is typed, as an avatar category's filter does, with its keys.
        if presenter.search.isEditing {
            return [
                KeyBinding([.enter], "Keep the search and go back to the list", hint: "done") { presenter.endSearchEditing() },
                KeyBinding([.escape], "Clear the search", hint: "clear") { await presenter.back() },
                KeyBinding([.down], "Move down") {
                    presenter.editSelection { $0.move(by: 1) }
                    await presenter.loadAroundSelection(visibleRows: visibleRows)
                },
                KeyBinding([.up], "Move up") {
                    presenter.editSelection { $0.move(by: -1) }
                    await presenter.loadAroundSelection(visibleRows: visibleRows)
                },
            ] + TextEditKeys.bindings(presenter.editSearch)
        }
        let moves = ListKeys.bindings(page: pageSize, presenter.editSelection).map { binding in
            KeyBinding(binding.keys, binding.help, hint: binding.hint, hintKey: binding.hintKey,
                       hintPriority: binding.hintPriority) { key in
                await binding.perform(key)
                await presenter.loadAroundSelection(visibleRows: visibleRows)
            }
        }
        let items = presenter.count == 0 ? [] : moves + [
            KeyBinding([.enter], "Read the selected item (marks it read)", hint: "open") { await presenter.openSelected() },
            // `n` and `A` are left out while the list has no unread item; pressed, they say so.
            KeyBinding([.char("n")], "Next unread item", hint: "next unread", isListed: presenter.unreadCount > 0) {
                await presenter.selectNextUnread()
            },
            KeyBinding([.char("N")], "Mark the selected item read or unread", hint: "read/unread") { await presenter.toggleRead() },
            KeyBinding([.char("A")], "Mark every item of this list read", isListed: presenter.unreadCount > 0) {
                await presenter.markAllRead()
            },
            KeyBinding([.char("b")], "Bookmark the selected item, or remove its bookmark") { await presenter.toggleBookmark() },
            KeyBinding([.char("o")], "Open the selected item's page in the browser (marks it read)") {
                await presenter.openSelectedInBrowser()
            },
        ]
        // An empty list has nothing to search or to hide: `/` and `l` act again once items come.
        let hasItems = presenter.count > 0
        let search = KeyBinding([.char("/")], "Search the titles and summaries of this list", hint: "search",
                                isListed: hasItems || !presenter.searchText.isEmpty) {
            presenter.beginSearch()
        }
        let endSearch = presenter.searchText.isEmpty ? [KeyBinding.back { await presenter.back() }] : [
            KeyBinding([.escape, .backspace], "Clear the search, then back", hint: "clear") { await presenter.back() },
        ]
        let unread = KeyBinding([.char("l")], presenter.showsUnreadOnly ? "List every item again" : "List only the unread items",
                                hint: presenter.showsUnreadOnly ? "read too" : nil,
                                isListed: hasItems || presenter.showsUnreadOnly) { await presenter.toggleUnreadOnly() }
        return items + [
            unread,
            // The failure shown in place of the list says "r fetches it again": the bar offers it.
            KeyBinding([.char("r")], "Refresh this list's feeds, in the background",
                       hint: showsFailure ? "fetch again" : nil) { presenter.refresh(onlyThisList: true) },
            KeyBinding([.char("R")], "Refresh every feed, in the background", hint: "refresh") { presenter.refresh(onlyThisList: false) },
            search,
        ] + endSearch
    }

    public func render(in area: Rect, buffer: inout ScreenBuffer, theme: Theme) {
        let (header, rest) = area.splitTop(1)
        let searched = TextSanitizer.clean(presenter.searchText)
        let counts = switch (searched.isEmpty, presenter.showsUnreadOnly) {
        case (true, false): " · \(presenter.unreadCount) unread of \(presenter.count)"
        case (true, true): " · \(presenter.unreadCount) unread, the read ones hidden"
        case (false, _): " · \(presenter.count) holding “\(searched)” · \(presenter.unreadCount) unread"
            + (presenter.showsUnreadOnly ? ", the read ones hidden" : "")
        }
        let reading = presenter.isReadingSearch ? " · searching…" : ""
        buffer.write(Self.header(title: presenter.title, counts: counts + reading, width: header.width, theme: theme),
                     x: header.x, y: header.y, clip: header)
        let body = QueryLine(input: presenter.search.input, placeholder: "search titles and summaries",
                             isFocused: presenter.search.isEditing, theme: theme)
            .render(atTopOf: rest.inset(top: 1), isShown: presenter.search.isEditing || !searched.isEmpty, buffer: &buffer)
        pageSize = max(1, body.height - 1)
        guard presenter.count > 0 else {
            if showsFailure, let failure = presenter.fetchFailure {
                return renderFailure(failure, in: body, buffer: &buffer, theme: theme)
            }
            let empty = switch (searched.isEmpty, presenter.showsUnreadOnly) {
            case (true, false) where presenter.scope == .bookmarks: "No bookmarks yet: b bookmarks the selected item, or the article you read"
            case (true, false): "No items yet: R refreshes the feeds"
            case (true, true): "No unread item: l lists the read ones too"
            case (false, false): "No item holds “\(searched)”"
            case (false, true): "No unread item holds “\(searched)”: l searches the read ones too"
            }
            let text = presenter.loadError.map { "Could not load the items: \($0)" }
                ?? (presenter.isLoaded ? empty : searched.isEmpty ? "Loading…" : "Searching…")
            buffer.write(text, x: body.x + 2, y: body.y, style: theme.style(presenter.loadError == nil ? .muted : .error), clip: body)
            return
        }
        listState.selected = presenter.selection.selected
        var probe = listState
        probe.keepSelectionVisible(height: body.height, count: presenter.count)
        let shown = probe.offset..<min(presenter.count, probe.offset + body.height)
        // One feed's list does not repeat the feed's name on every row.
        let showFeed = presenter.scope.singleFeed == nil
        let rows = Dictionary(uniqueKeysWithValues: shown.map {
            ($0, ListRow(presenter.row(at: $0), theme: theme, showSubtitle: showFeed))
        })
        let placeholder = ListRow([Span("…", theme.style(.muted))])
        ListWidget(count: presenter.count, isFocused: true, theme: theme) { rows[$0] ?? placeholder }
            .render(in: body, buffer: &buffer, state: &listState)
    }

    /// The title and the counts: a long title is cut with "…" so that the counts keep their
    /// room, though at least `shortestTitle` cells of it stay; then the line is cut at its end.
    nonisolated static func header(title: String, counts: String, width: Int, theme: Theme) -> [Span] {
        let title = [Span(" " + TextSanitizer.clean(title), theme.style(.title))]
        let counts = Span(counts, theme.style(.muted))
        let titleRoom = max(min(title.displayWidth, shortestTitle), width - counts.width)
        return (title.truncated(to: titleRoom) + [counts]).truncated(to: width)
    }

    /// The cells a cut title keeps at least, before the counts are cut.
    nonisolated static let shortestTitle = 16

    /// True when the list shows why its feed's last fetch failed, in place of the items.
    private var showsFailure: Bool {
        presenter.count == 0 && presenter.isLoaded && presenter.loadError == nil && presenter.searchText.isEmpty
            && !presenter.showsUnreadOnly && presenter.fetchFailure != nil
    }

    /// An empty list whose feeds failed at their last fetch says why, wrapped whole, in place of
    /// "No items yet": one feed's reason, or how many failed, whose reasons Feeds shows.
    private func renderFailure(_ failure: FeedFetchFailure, in body: Rect, buffer: inout ScreenBuffer, theme: Theme) {
        let area = body.inset(left: 2, right: 1)
        let text = switch failure {
        case .one(let reason, nil): "✗ The last fetch failed: " + TextSanitizer.clean(reason)
        case .one(let reason, let feed?):
            "✗ The last fetch of " + TextSanitizer.clean(feed) + " failed: " + TextSanitizer.clean(reason)
        case .several(let count, let feeds): "✗ The last fetch of \(count) of its \(feeds) feeds failed: the Feeds screen says why"
        }
        var lines = Paragraph.wrap(text, width: max(1, area.width), style: theme.style(.error))
        let again = if case .several = failure { "r fetches them again" } else { "r fetches it again" }
        lines += [[], [Span(again, theme.style(.muted))]]
        Paragraph(lines: lines).render(in: area, buffer: &buffer)
    }
}
