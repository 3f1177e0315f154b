import Presentation

extension ListRow {
    /// A presenter's row, styled: badges, the title (dimmed once seen or made from the text), the
    /// subtitle when wanted, and the trailing text.
    public init(_ item: ItemRow, theme: Theme, showSubtitle: Bool = true) {
        var leading: [Span] = item.badges.map { badge in
            switch badge {
            case .hot: Span("HOT ", theme.style(.badgeHot))
            case .premium: Span("🔒 ", theme.style(.premium))
            case .bookmarked: Span("★ ", theme.style(.accent))
            case .mine: Span("mine ", theme.style(.accent))
            case .unread: Span("• ", theme.style(.accent))
            case .failed: Span("✗ ", theme.style(.error))
            case .moved: Span("→ ", theme.style(.accent))
            }
        }
        if item.keepsUnreadColumn, !item.badges.contains(.unread), !item.badges.contains(.failed) {
            leading.insert(Span("  "), at: 0)
        }
        leading += Self.title(item, theme: theme)
        var aside: [Span] = []
        if showSubtitle, let subtitle = item.subtitle {
            let span = Span("  " + TextSanitizer.clean(subtitle), theme.style(.muted))
            if item.subtitleKeepsRoom { aside.append(span) } else { leading.append(span) }
        }
        self.init(leading, trailing: item.trailing.map { [Span(" " + $0, theme.style(.muted))] } ?? [], aside: aside)
    }

    /// The title, dimmed once seen or when it was made from the item's text (as the reader
    /// shows it), with what a search found in it highlighted.
    private static func title(_ item: ItemRow, theme: Theme) -> [Span] {
        let style = theme.style(item.isSeen || item.isTitleDerived ? .muted : .text)
        let characters = Array(item.title)
        guard let match = item.titleMatch, match.upperBound <= characters.count else {
            return [Span(TextSanitizer.clean(item.title), style)]
        }
        let part = { (range: Range<Int>) in TextSanitizer.clean(String(characters[range])) }
        return [Span(part(0..<match.lowerBound), style), Span(part(match), theme.style(.accent).bolded),
                Span(part(match.upperBound..<characters.count), style)]
    }
}
