import Presentation

/// Turns a presenter's text rows into styled list rows.
public enum ItemRowStyle {
    /// A list row: badges, the title (dimmed once seen), the subtitle when wanted, and the trailing text.
    public static func listRow(_ item: ItemRow, theme: Theme, showSubtitle: Bool = true) -> ListRow {
        var leading: [Span] = item.badges.map { badge in
            switch badge {
            case .hot: Span("HOT ", theme.style(.badgeHot))
            case .premium: Span("🔒 ", theme.style(.premium))
            case .bookmarked: Span("★ ", theme.style(.accent))
            case .mine: Span("mine ", theme.style(.accent))
            }
        }
        leading.append(Span(TextSanitizer.clean(item.title), theme.style(item.isSeen ? .muted : .text)))
        if showSubtitle, let subtitle = item.subtitle {
            leading.append(Span("  " + TextSanitizer.clean(subtitle), theme.style(.muted)))
        }
        let trailing = item.trailing.map { [Span(" " + $0, theme.style(.muted))] } ?? []
        return ListRow(leading, trailing: trailing)
    }
}
