import Presentation

/// The Category screen: a header with the count, an optional filter line, and the list.
@MainActor
public final class CategoryView: PresentedView<CategoryPresenter>, FilterTypingView {
    private var listState = ListState()
    private var pageSize = 10

    public func clicked(atColumn column: Int, row: Int) -> Bool {
        ListKeys.click(listState, column: column, row: row, presenter.editSelection)
    }

    public var title: String { presenter.kind.title }

    public var marks: [HelpView.Mark] {
        if case .avatars = presenter.kind { return [.popularity, .mine, .scrolled] }
        return HelpView.Mark.headlines + [.scrolled]
    }

    /// Filter editing keys while typing, list keys otherwise (none for an empty list).
    public var keymap: [KeyBinding] {
        let presenter = self.presenter
        let list = ListKeys.bindings(page: pageSize, presenter.editSelection)
        let open = KeyBinding([.enter], "Open the selected item", hint: "open") { await presenter.openSelected() }
        if presenter.isEditingFilter { return presenter.filterTypingKeys { presenter.back() } }
        let create = presenter.canCreateAvatar
            ? [KeyBinding([.char("n")], "New avatar of this kind", hint: "new avatar") { presenter.createAvatar() }] : []
        let edit = presenter.kind.isNews || presenter.rows.isEmpty ? [] : [
            KeyBinding([.char("e")], "The selected avatar's system prompt, temperature and max tokens", hint: "settings",
                       hintPriority: .low) {
                presenter.editSelectedAvatar()
            },
        ]
        let delete = presenter.kind.isNews || presenter.rows.isEmpty ? [] : [
            // Listed on an avatar you made only; on a catalog avatar `d` says it cannot delete it.
            KeyBinding([.char("d")], "Delete your own avatar (asks first)", hint: "delete", hintPriority: .low,
                       isListed: presenter.selectsOwnAvatar) {
                await presenter.askToDeleteSelectedAvatar()
            },
        ]
        let browse = presenter.rows.isEmpty ? [] : list + [open] + edit + delete
        let filter = KeyBinding([.char("/")], "Filter by name, title or description", hint: "filter",
                                isListed: presenter.totalCount > 0 || presenter.isFiltered) { presenter.beginFilterIfAny() }
        // "Esc back" is the first hint to go, as on every screen; "Esc clear" tells how to see the whole list again.
        let back = presenter.filter.isEmpty ? KeyBinding.back { presenter.back() }
            : KeyBinding([.escape, .backspace], "Clear the filter, then back", hint: "clear") { presenter.back() }
        return browse + create + [filter, back]
    }

    private var emptyText: String {
        switch presenter.kind {
        case .bookmarks: "No bookmarks yet: press b while reading an article"
        case .avatars: "Nothing here yet: press n to make one"
        case .news, .feedTag: "Nothing here yet"
        }
    }

    /// Draws the header, the filter line and the list.
    public func render(in area: Rect, buffer: inout ScreenBuffer, theme: Theme) {
        let (header, rest) = area.splitTop(1)
        let rows = presenter.rows
        let noun = (presenter.kind.isNews ? "article" : "avatar") + (presenter.totalCount == 1 ? "" : "s")
        var count = "\(presenter.totalCount) \(noun)"
        if !presenter.filter.isEmpty { count = "\(rows.count) of \(presenter.totalCount) \(noun)" }
        buffer.write([Span(" " + presenter.kind.title, theme.style(.title)), Span(" · " + count, theme.style(.muted))],
                     x: header.x, y: header.y, clip: header)
        let filter = QueryLine(input: presenter.filter, placeholder: "type to filter", isFocused: presenter.isEditingFilter,
                               theme: theme)
        let body = filter.render(atTopOf: rest.inset(top: 1), isShown: presenter.listFilter.isActive, buffer: &buffer)
        pageSize = max(1, body.height - 1)
        guard !rows.isEmpty else {
            let text = presenter.loadError.map { "Could not load: \($0)" }
                ?? (presenter.isLoaded ? (presenter.filter.isEmpty ? emptyText : "No match for “\(presenter.filter.text)”") : "Loading…")
            let style = theme.style(presenter.loadError == nil ? .muted : .error)
            let room = body.inset(left: 2, right: 1)
            Paragraph(lines: Paragraph.wrap(text, width: room.width, style: style, maxLines: room.height))
                .render(in: room, buffer: &buffer)
            return
        }
        listState.selected = presenter.selection.selected
        ListWidget(count: rows.count, isFocused: true, theme: theme) { ListRow(rows[$0], theme: theme) }
            .render(in: body, buffer: &buffer, state: &listState)
    }
}
