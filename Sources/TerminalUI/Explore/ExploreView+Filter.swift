import Presentation

/// `/` on Explore: one filter over every section, typed on a line above them, with the keys of
/// every other filter (`FilterTypingView`).
extension ExploreView {
    /// While the filter is typed: Enter keeps it, Esc clears it, ↑↓ move and the rest edits it,
    /// as in a category; Tab and Shift-Tab still go from section to section.
    var filterTypingKeys: [KeyBinding] {
        let presenter = self.presenter
        return presenter.filterTypingKeys { presenter.clearFilterIfAny() } + [
            KeyBinding([.tab], "Next section") { presenter.focusNextSection() },
            KeyBinding([.backTab], "Previous section") { presenter.focusPreviousSection() },
        ]
    }

    /// `/`, and with a filter kept, Esc or Backspace to clear it. Hinted only while a filter is
    /// on, and then before `n` and `c`, which give way to them on a narrow bar: the first
    /// screen's bar keeps its keys for moving and opening.
    var filterKeys: [KeyBinding] {
        let presenter = self.presenter
        let filter = KeyBinding([.char("/")], "Filter the sections by name or title",
                                hint: presenter.isFiltered ? "filter" : nil) { presenter.beginFilter() }
        guard presenter.isFiltered else { return [filter] }
        let clear = KeyBinding([.escape, .backspace], "Clear the filter", hint: "clear") { presenter.clearFilterIfAny() }
        return [filter, clear]
    }

    /// The filter's line at the top while it is typed or kept; the rows below it are the grid's.
    func renderFilterLine(in area: Rect, buffer: inout ScreenBuffer, theme: Theme) -> Rect {
        guard presenter.isFiltered else { return area }
        let (line, rest) = area.splitTop(1)
        QueryLine(input: presenter.filter, placeholder: "type to filter", isFocused: presenter.isEditingFilter, theme: theme)
            .render(in: line, buffer: &buffer)
        return rest
    }

    /// A section's count in its title: "44", or "3 of 44" while a filter is typed (an empty
    /// section's "0" stays, as nothing was filtered out of it).
    func count(of section: ExploreSection) -> String {
        let shown = presenter.rows(for: section).count, total = presenter.totalCount(in: section)
        return presenter.filter.isEmpty || total == 0 ? "\(shown)" : "\(shown) of \(total)"
    }

    /// What a section with no row says: that nothing matches, while a filter is typed and the
    /// section has items; an empty one says why, as without a filter.
    func emptyText(for section: ExploreSection) -> String {
        presenter.filter.isEmpty || presenter.totalCount(in: section) == 0
            ? presenter.emptyText(for: section) : presenter.noMatchText(for: section)
    }
}
