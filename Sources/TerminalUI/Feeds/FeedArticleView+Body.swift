import Domain
import Presentation

/// The reader's lines: the header, the text with its footnotes, the link list.
extension FeedArticleView {
    /// The title (laid out once per width: see `FeedArticleLayout`), the byline, the chats.
    func headerLines(_ headline: FeedHeadline, width: Int, theme: Theme) -> [[Span]] {
        var header = layout.titleLines
        var byline: [Span] = []
        if headline.item.isBookmarked { byline.append(Span("★ bookmarked · ", theme.style(.accent))) }
        if headline.isPremium { byline.append(Span("🔒 premium · ", theme.style(.premium))) }
        if headline.isHot { byline.append(Span("HOT · ", theme.style(.badgeHot))) }
        byline.append(Span(TextSanitizer.clean(presenter.byline), theme.style(.muted)))
        header.append(byline.truncated(to: width))
        if !presenter.isLocked, let chats = presenter.chatsAbout {
            header += ArticleChatsBlock(chats: chats, theme: theme).lines(width: width)
        }
        header.append([Span(String(repeating: "─", count: max(0, width)), theme.style(.border))])
        return header
    }

    /// The title in at most three lines; one made from the text (the feed gave none) is dimmed.
    func titleLines(_ headline: FeedHeadline, width: Int, theme: Theme) -> [[Span]] {
        let style = theme.style(headline.item.isUntitled ? .muted : .title)
        return Paragraph.wrap(TextSanitizer.clean(headline.item.shownTitle), width: width, style: style, maxLines: 3)
    }

    /// The text, then "[1] https://…" for each link, wrapped with their hanging indents.
    func bodyLines(width: Int, theme: Theme) -> PlacedLines {
        var lines = PlacedLines()
        for paragraph in FeedTextLayout.paragraphs(presenter.text, width: width) {
            lines.append(paragraph: paragraph.map { [Span($0, theme.style(.text))] })
        }
        if lines.lines.isEmpty {
            lines.append(paragraph: [[Span("This item has no text: o opens its page.", theme.style(.muted))]])
        }
        guard !presenter.links.isEmpty else { return lines }
        lines.append(paragraph: [[]])
        lines.append(paragraph: [[Span("Links", theme.style(.muted))]])
        let images = imageLinkNumbers
        for (index, link) in presenter.links.enumerated() {
            let shown = "[\(index + 1)] " + shownLink(link, number: index + 1, images: images)
            lines.append(paragraph: FeedTextLayout.wrap(shown, width: width).map { [Span($0, theme.style(.link))] })
        }
        return lines
    }

    private var imageLinkNumbers: Set<Int> { presenter.headline?.item.imageLinkNumbers ?? [] }

    /// The link as the Links lists show it: a picture's marked "(image)", as newsboat does.
    private func shownLink(_ link: String, number: Int, images: Set<Int>) -> String {
        TextSanitizer.clean(link) + (images.contains(number) ? " (image)" : "")
    }

    func lockedLines(width: Int, theme: Theme) -> [[Span]] {
        let text = "This article is from a premium feed, for members. Create a free account to read it: press Enter. "
            + "Esc goes back."
        return [[]] + Paragraph.wrap(text, width: width, style: theme.style(.premium))
    }

    func renderLinks(in area: Rect, buffer: inout ScreenBuffer, theme: Theme) {
        let box = Box(title: "Links · a number picks · Enter opens · Esc closes", isFocused: true, theme: theme)
        box.render(in: area, buffer: &buffer)
        var state = ListState()
        state.selected = presenter.linkSelection.selected
        let images = imageLinkNumbers
        let rows = presenter.linkChoices.map { choice in
            switch choice {
            case .page(let link):
                ListRow([Span("Article's page ", theme.style(.muted)), Span(TextSanitizer.clean(link), theme.style(.link))])
            case .numbered(let number, let link):
                ListRow([
                    Span("[\(number)] ", theme.style(.muted)),
                    Span(shownLink(link, number: number, images: images), theme.style(.link)),
                ])
            }
        }
        ListWidget(rows: rows, isFocused: true, theme: theme).render(in: box.inner(area), buffer: &buffer, state: &state)
    }
}
