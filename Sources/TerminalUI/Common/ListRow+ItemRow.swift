import Presentation

extension ListRow {
    /// A presenter's row, styled: badges, the title (dimmed once seen), the subtitle when wanted,
    /// and the trailing text.
    public init(_ item: ItemRow, theme: Theme, showSubtitle: Bool = true) {
        var leading: [Span] = item.badges.map { badge in
            switch badge {
            case .hot: Span("HOT ", theme.style(.badgeHot))
            case .premium: Span("🔒 ", theme.style(.premium))
            case .bookmarked: Span("★ ", theme.style(.accent))
            case .mine: Span("mine ", theme.style(.accent))
            case .unread: Span("• ", theme.style(.accent))
            case .failed: Span("✗ ", theme.style(.error))
            }
        }
        leading.append(Span(TextSanitizer.clean(item.title), theme.style(item.isSeen ? .muted : .text)))
        if showSubtitle, let subtitle = item.subtitle {
            leading.append(Span("  " + TextSanitizer.clean(subtitle), theme.style(.muted)))
        }
        self.init(leading, trailing: item.trailing.map { [Span(" " + $0, theme.style(.muted))] } ?? [])
    }
}
