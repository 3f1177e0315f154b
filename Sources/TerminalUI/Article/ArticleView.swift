import Presentation

/// The Article reader: title, byline, and the body wrapped to the width, scrolling.
@MainActor
public final class ArticleView: PresentedView<ArticlePresenter>, ScreenView {
    private var maxOffset = 0
    private var pageSize = 10
    /// The text's lines as last drawn: what the search looks through.
    private var body: [[Span]] = []

    public var title: String { "Article" }

    /// Scrolling, next and previous article, opening the link and bookmarking; on a locked
    /// article, making an account and the next and previous article. Back on both, as on every
    /// reader: the status bar and Help list it with the article's keys. `/` searches the text
    /// (`ReaderSearchKeys`): its n, N and Esc come first while the search is shown.
    public var keymap: [KeyBinding] {
        let presenter = self.presenter
        let lines: @MainActor () -> [String] = { [self] in ReaderBody.texts(of: body) }
        if presenter.textSearch?.isEditing == true {
            return ReaderSearchKeys.prompt(presenter, lines: lines, maxOffset: maxOffset)
        }
        // J and K too, as in a feed item's reader, where n and p go to unread items only.
        let neighbours = [
            KeyBinding([.char("n"), .char("J")], "Next article", hint: "next", isListed: presenter.hasNeighbour(1)) {
                await presenter.showNeighbour(1)
            },
            KeyBinding([.char("p"), .char("K")], "Previous article", hint: "prev", isListed: presenter.hasNeighbour(-1)) {
                await presenter.showNeighbour(-1)
            },
        ]
        if presenter.isLocked {
            return [KeyBinding([.enter], "Create a free account to read the article", hint: "create account") {
                presenter.createAccount()
            }] + neighbours + [
                // The keys that need the article cannot act: pressed, they say why.
                KeyBinding([.char("o"), .char("b"), .char("l"), .char("c"), .char("/"), .ctrl("f")],
                           "Needs an account", isListed: false) { presenter.explainLocked() },
                KeyBinding.back { presenter.back() },
            ]
        }
        return ReaderSearchKeys.reading(presenter, lines: lines, maxOffset: maxOffset)
            + ScrollKeys.bindings(presenter, maxOffset: maxOffset, page: pageSize) + neighbours + [
            KeyBinding([.char("o")], "Open the link in the browser", hint: "open link") { await presenter.openInBrowser() },
            // A feed item's reader lists its links on `l`; here the only link is the page's.
            KeyBinding([.char("l")], "The article's link", isListed: false) { presenter.explainLinks() },
            KeyBinding([.char("b")], presenter.marks.isBookmarked ? "Remove the bookmark" : "Bookmark the article",
                       hint: presenter.marks.isBookmarked ? "unbookmark" : "bookmark") { await presenter.toggleBookmark() },
        ] + ArticleChatsBlock.bindings(presenter.chatsAbout) + [KeyBinding.back { presenter.back() }]
    }

    /// Draws the article in a centred column of readable width.
    public func render(in area: Rect, buffer: inout ScreenBuffer, theme: Theme) {
        guard let article = presenter.article else {
            return ReaderBody.renderMissing(loadError: presenter.loadError, in: area, buffer: &buffer, theme: theme)
        }
        let (width, column) = ReaderBody.column(in: area)
        var header = Paragraph.wrap(TextSanitizer.clean(article.title), width: width, style: theme.style(.title), maxLines: 3)
        var byline: [Span] = []
        if presenter.marks.isBookmarked { byline.append(Span("★ bookmarked · ", theme.style(.accent))) }
        if article.isPremium { byline.append(Span("🔒 premium · ", theme.style(.premium))) }
        byline.append(Span(TextSanitizer.clean(presenter.byline), theme.style(.muted)))
        header.append(byline.truncated(to: width))
        if !presenter.isLocked, let chats = presenter.chatsAbout {
            header += ArticleChatsBlock(chats: chats, theme: theme).lines(width: width)
        }
        header.append([Span(String(repeating: "─", count: width), theme.style(.border))])
        let (top, rest) = column.splitTop(header.count)
        Paragraph(lines: header).render(in: top, buffer: &buffer, scroll: 0)
        let (bodyArea, footer) = rest.splitBottom(1)
        let body: [[Span]]
        if presenter.isLocked {
            body = lockedLines(width: width, theme: theme)
        } else {
            let placed = bodyLines(article.summary, article.paragraphs, width: width, theme: theme)
            presenter.textLaidOut(placed.places, shownTop: min(presenter.scrollOffset, maxOffset))
            body = placed.lines
        }
        self.body = body
        let link = article.url.absoluteString
        let reader = ReaderBody(lines: body, link: link, place: presenter.position, search: presenter.textSearch)
        (maxOffset, pageSize) = reader
            .render(in: bodyArea, footer: footer, width: width, scrollOffset: presenter.scrollOffset, buffer: &buffer, theme: theme)
    }

    private func bodyLines(_ summary: String, _ paragraphs: [String], width: Int, theme: Theme) -> PlacedLines {
        var lines = PlacedLines()
        lines.append(paragraph: Paragraph.wrap(TextSanitizer.clean(summary), width: width, style: theme.style(.accent)))
        for paragraph in paragraphs {
            lines.append(paragraph: [[]])
            lines.append(paragraph: Paragraph.wrap(TextSanitizer.clean(paragraph), width: width, style: theme.style(.text)))
        }
        return lines
    }

    private func lockedLines(width: Int, theme: Theme) -> [[Span]] {
        let text = "This article is for members. Create a free account to read it: press Enter. "
            + "n and p go on to the next and previous article, Esc goes back."
        return [[]] + Paragraph.wrap(text, width: width, style: theme.style(.premium))
    }
}
