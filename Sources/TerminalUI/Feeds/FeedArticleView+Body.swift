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
        if presenter.isHot { byline.append(Span("HOT · ", theme.style(.badgeHot))) }
        let room = width - byline.displayWidth
        byline.append(Span(Self.bylineText(presenter.bylineParts.map(TextSanitizer.clean), room: room), theme.style(.muted)))
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

    func lockedLines(width: Int, theme: Theme) -> [[Span]] {
        let text = "This article is from a premium feed, for members. Create a free account to read it: press Enter. "
            + "Esc goes back."
        return [[]] + Paragraph.wrap(text, width: width, style: theme.style(.premium))
    }

    /// A click on a link of the list (`l`) selects it; elsewhere it does nothing.
    public func clicked(atColumn column: Int, row: Int) -> Bool {
        let presenter = self.presenter
        return presenter.isPickingLink && ListKeys.click(linkListState, column: column, row: row) { presenter.editLinkSelection($0) }
    }

    func renderLinks(in area: Rect, buffer: inout ScreenBuffer, theme: Theme) {
        let images = layout.imageLinkNumbers
        linkListState = LinkListSheet(choices: presenter.linkChoices, selected: presenter.linkPicker.selection.selected) {
            FeedArticleBody.shown($1, number: $0, images: images)
        }.render(in: area, buffer: &buffer, theme: theme)
    }
}
