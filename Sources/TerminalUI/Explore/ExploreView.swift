import Presentation

/// The Explore screen: five boxed lists in a grid; Tab or a section's number moves between them,
/// and `/` filters them all at once (`+Filter`).
@MainActor
public final class ExploreView: PresentedView<ExplorePresenter>, FilterTypingView {
    private var listStates: [ExploreSection: ListState] = [:]
    private var styled: [ExploreSection: (source: [ItemRow], theme: Theme, rows: [ListRow])] = [:]
    /// The rows each section's list shows, less one, as PgDn and PgUp move in other lists: the
    /// row at the bottom becomes the top one. Sections differ in height, so each has its own.
    private var pageSizes: [ExploreSection: Int] = [:]
    /// Where each section was drawn last, for the wheel to find the one under the pointer.
    private var sectionAreas: [ExploreSection: Rect] = [:]

    public var title: String { "Explore" }

    /// With feeds, a tag whose feeds all failed is marked too.
    public var marks: [HelpView.Mark] {
        [.popularity, .mine] + HelpView.Mark.headlines + (presenter.content?.liveNews == nil ? [] : [.failedTag]) + [.scrolled]
    }

    /// newsboat's list keys: `A` acts in a feed's or tag's list, `N` on a feed's item in Latest news.
    public var habits: [KeyHabit] {
        let place = presenter.content?.liveNews == nil ? "f opens Feeds, where n adds a feed" : "select one in Latest news (5)"
        return [
            KeyHabit([.char("A")], "A marks a feed's or tag's list read: open it with Enter or f"),
            KeyHabit([.char("N")], "N marks a feed's item read or unread: " + place),
        ]
    }

    /// Movement, section switching and opening, the filter (`+Filter`); on an avatar, its settings
    /// and deleting it; on a feed's item in Latest news, its read mark.
    public var keymap: [KeyBinding] {
        let presenter = self.presenter
        if presenter.isEditingFilter { return filterTypingKeys }
        let avatarKeys = !presenter.selectsAvatar ? [] : [
            // Hinted, as `d` is, on an avatar you made: the bar of the first screen stays short.
            KeyBinding([.char("e")], "The selected avatar's system prompt, temperature and max tokens",
                       hint: presenter.selectsOwnAvatar ? "settings" : nil, hintPriority: .low) {
                presenter.editSelectedAvatar()
            },
            // Listed on an avatar you made only; on a catalog avatar `d` says it cannot delete it.
            KeyBinding([.char("d")], "Delete your own avatar (asks first)", hint: "delete", hintPriority: .low,
                       isListed: presenter.selectsOwnAvatar) {
                await presenter.askToDeleteSelectedAvatar()
            },
        ]
        // Not hinted: the first screen's bar stays short; help lists it.
        let newsKeys = !presenter.selectsLiveNews ? [] : [
            KeyBinding([.char("N")], "Mark the selected news item read or unread") { await presenter.toggleSelectedNewsRead() },
        ]
        return ListKeys.bindings(page: pageSizes[presenter.focus] ?? 5, presenter.editSelection)
            + [
                KeyBinding([.tab, .char("l"), .right], "Next section", hint: "section") { presenter.focusNextSection() },
                KeyBinding([.backTab, .char("h"), .left], "Previous section") { presenter.focusPreviousSection() },
                KeyBinding([.enter], "Open: chat, category or article", hint: "open") { await presenter.openSelected() },
            ] + filterKeys + avatarKeys + newsKeys + [
                KeyBinding([.char("n")], "New avatar: make your own", hint: "new avatar") { presenter.createAvatar() },
                KeyBinding([.char("c")], "Chats: every conversation", hint: "chats") { presenter.openChats() },
                // Hinted where the bar has room to spare, so that a wide terminal shows the way to
                // Feeds and Profile without `?`; a narrower bar shows what it showed before.
                KeyBinding([.char("f")], "Feeds: every subscribed feed and its counts", hint: "feeds",
                           hintPriority: .spare) { presenter.openFeeds() },
                KeyBinding([.char("P")], "Profile: name, colour, stats, delete account", hint: "profile",
                           hintPriority: .spare) { presenter.openProfile() },
                KeyBinding(ExploreSection.allCases.map { .char(Character("\($0.rawValue + 1)")) },
                           "Go to a section by its number", hint: "go to section",
                           hintKey: "1–\(ExploreSection.allCases.count)", hintPriority: .spare) { key in
                    if case .char(let digit) = key, let number = digit.wholeNumberValue,
                       let section = ExploreSection(rawValue: number - 1) { presenter.focus(section) }
                },
            ]
    }

    public func render(in area: Rect, buffer: inout ScreenBuffer, theme: Theme) {
        if let error = presenter.loadError {
            buffer.writeCentered("Could not load Explore: \(error)", in: area, style: theme.style(.error))
            return
        }
        let cells = Self.grid(renderFilterLine(in: area, buffer: &buffer, theme: theme))
        sectionAreas = cells
        for section in ExploreSection.allCases {
            renderSection(section, in: cells[section, default: area], buffer: &buffer, theme: theme)
        }
    }

    /// The wheel scrolls the section it turns over, which becomes the selected one; over no
    /// section (the status bar, the filter line), nothing.
    public func wheelTurns(overColumn column: Int, row: Int) -> Bool {
        guard let section = section(atColumn: column, row: row) else { return false }
        if section != presenter.focus { presenter.focus(section) }
        return true
    }

    /// A click selects the section it is in, and the row under it there.
    public func clicked(atColumn column: Int, row: Int) -> Bool {
        guard let section = section(atColumn: column, row: row) else { return false }
        if section != presenter.focus { presenter.focus(section) }
        return ListKeys.click(listStates[section] ?? ListState(), column: column, row: row, presenter.editSelection)
    }

    /// The section drawn at the cell; also while the filter is typed, as Tab moves between them then.
    private func section(atColumn column: Int, row: Int) -> ExploreSection? {
        sectionAreas.first { $0.value.contains(x: column, y: row) }?.key
    }

    /// Where the sections go: featured, the user's avatars and categories on the left; popular
    /// over news on the right, which is wider because headlines are long.
    private static func grid(_ area: Rect) -> [ExploreSection: Rect] {
        let (left, right) = area.splitLeft(area.width * 2 / 5)
        let (featured, below) = left.splitTop(left.height / 3)
        let (mine, categories) = below.splitTop(below.height / 3)
        let (popular, news) = right.splitTop(right.height / 2)
        return [.featured: featured, .myAvatars: mine, .categories: categories, .popular: popular, .news: news]
    }

    private func renderSection(_ section: ExploreSection, in rect: Rect, buffer: inout ScreenBuffer, theme: Theme) {
        let rows = presenter.rows(for: section)
        let focused = presenter.focus == section
        var state = listStates[section] ?? ListState()
        state.selected = presenter.selectedIndex(in: section)
        let inner = rect.inset(by: 1)
        state.keepSelectionVisible(height: inner.height, count: rows.count)
        let title = "\(section.rawValue + 1) \(section.title) (\(count(of: section)))" + newerSign(section, above: state.offset)
        let box = Box(title: title, isFocused: focused, theme: theme)
        box.render(in: rect, buffer: &buffer)
        pageSizes[section] = max(1, inner.height - 1)
        if rows.isEmpty {
            let text = TextLayout.truncate(presenter.content == nil ? "Loading…" : emptyText(for: section), to: inner.width - 2)
            buffer.write(text, x: inner.x + 2, y: inner.y, style: theme.style(.muted), clip: inner)
            return
        }
        ListWidget(rows: styledRows(section, rows, theme: theme), isFocused: focused, theme: theme)
            .render(in: inner, buffer: &buffer, state: &state)
        listStates[section] = state
    }

    /// Latest news is newest first: rows scrolled out above the box are newer than every row
    /// shown, which the title says ("↑ 8 newer"), as the scrollbar's thumb alone hardly does.
    /// A sign rather than scrolling back to the top: a selection the user moved down must stay
    /// in sight, and once it is further down than the box is high the newer rows cannot all be.
    private func newerSign(_ section: ExploreSection, above offset: Int) -> String {
        section == .news && offset > 0 ? " ↑ \(offset) newer" : ""
    }

    /// The styled rows of a section, kept while the presenter's rows and the theme stay the same.
    private func styledRows(_ section: ExploreSection, _ rows: [ItemRow], theme: Theme) -> [ListRow] {
        if let cached = styled[section], cached.theme == theme, cached.source == rows { return cached.rows }
        let showSubtitle = section != .categories && section != .news
        let result = rows.map { ListRow($0, theme: theme, showSubtitle: showSubtitle) }
        styled[section] = (rows, theme, result)
        return result
    }
}
