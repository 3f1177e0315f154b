import Domain
import Presentation

/// The reader for a feed item: title, byline, the chats about it (`ArticleChatsBlock`), the text
/// laid out by `FeedTextLayout`, the links as footnotes under it, and, on `l`, a list of the
/// links to open one.
@MainActor
public final class FeedArticleView: PresentedView<FeedArticlePresenter>, ScreenView {
    var maxOffset = 0
    /// The Links list (`l`) as drawn last, for a click.
    var linkListState = ListState()
    var pageSize = 10
    /// `maxOffset` as of the last frame that drew the whole text, not a long text's first lines.
    var wholeMaxOffset = 0
    /// The title and text laid out, kept while the item, the width and the theme stay.
    let layout = FeedArticleLayout()

    public var title: String { "Article" }

    /// newsboat's show-urls and bookmark keys, which are `l` and `b` here.
    public var habits: [KeyHabit] {
        [KeyHabit([.char("u")], "u: the links are l here"), KeyHabit([.ctrl("b")], "Ctrl-B: b bookmarks here")]
    }

    public var keymap: [KeyBinding] {
        let presenter = self.presenter
        if presenter.isPickingLink { return linkKeys }
        let lines: @MainActor () -> [String] = { [self] in ReaderBody.texts(of: layout.bodyLines) }
        if presenter.isGone { return [KeyBinding.back { presenter.back() }] }
        if presenter.textSearch?.isEditing == true {
            return ReaderSearchKeys.prompt(presenter, lines: lines, maxOffset: maxOffset)
        }
        if presenter.isLocked {
            return [KeyBinding([.enter], "Create a free account to read the article", hint: "create account") {
                presenter.createAccount()
            }] + walkKeys + [
                // The keys that need the article cannot act: pressed, they say why.
                KeyBinding([.char("o"), .char("b"), .char("l"), .char("N"), .char("c"), .char("/"), .ctrl("f")],
                           "Needs an account", isListed: false) { presenter.explainLocked() },
                KeyBinding.back { presenter.back() },
            ]
        }
        let bookmarked = presenter.headline?.item.isBookmarked == true
        // `l` and `o` are left out of help and the bar where they cannot act; pressed, they say why.
        // `l` with only the page to list is in help, and left to `o` in the bar.
        let hasPage = presenter.headline?.item.link.isEmpty == false
        return textKeys(lines: lines) + walkKeys + [
            KeyBinding([.char("l")], "Links: the article's page and its links, to open one",
                       hint: presenter.links.isEmpty ? nil : "links", isListed: !presenter.linkChoices.isEmpty) {
                presenter.showLinks()
            },
            KeyBinding([.char("o")], "Open the article's page in the browser", hint: "open page",
                       isListed: hasPage) { await presenter.openItemLink() },
            KeyBinding([.char("b")], bookmarked ? "Remove the bookmark" : "Bookmark the article",
                       hint: bookmarked ? "unbookmark" : "bookmark") { await presenter.toggleBookmark() },
            KeyBinding([.char("N")], presenter.headline?.item.isRead == false ? "Mark the article read" : "Mark the article unread") {
                await presenter.toggleRead()
            },
            KeyBinding([.char("R")], "Refresh every feed, in the background") { presenter.refresh(onlyThisFeed: false) },
            KeyBinding([.char("r")], "Refresh this article's feed, in the background") { presenter.refresh(onlyThisFeed: true) },
        ] + ArticleChatsBlock.bindings(presenter.chatsAbout, hintPriority: .low) + [KeyBinding.back { presenter.back() }]
    }

    /// Searching and scrolling; while a long text is laid out, only scrolling through the lines
    /// already there: the end and the matches are not known yet.
    private func textKeys(lines: @escaping @MainActor () -> [String]) -> [KeyBinding] {
        let scrolling = ScrollKeys.bindings(presenter, maxOffset: maxOffset, page: pageSize)
        guard layout.progress == nil else { return scrolling.filter { !$0.keys.contains(.end) } }
        return ReaderSearchKeys.reading(presenter, lines: lines, maxOffset: maxOffset) + scrolling
    }

    /// newsboat's keys for the list the item was opened from.
    private var walkKeys: [KeyBinding] {
        let presenter = self.presenter
        return [
            KeyBinding([.char("n")], "Next unread item of the list", hint: "next unread") { await presenter.showUnread(forward: true) },
            KeyBinding([.char("p")], "Previous unread item of the list") { await presenter.showUnread(forward: false) },
            KeyBinding([.char("J")], "Next item of the list", isListed: presenter.hasNeighbour(1)) {
                await presenter.showNeighbour(1)
            },
            KeyBinding([.char("K")], "Previous item of the list", isListed: presenter.hasNeighbour(-1)) {
                await presenter.showNeighbour(-1)
            },
        ]
    }

    private var linkKeys: [KeyBinding] {
        let presenter = self.presenter
        return LinkListSheet.keys(hasNumbers: !presenter.links.isEmpty, closing: [.escape, .backspace, .char("l")],
                                  edit: { presenter.editLinkSelection($0) }, digit: { presenter.typeLinkDigit($0) },
                                  open: { await presenter.openPickedLink() }, close: { presenter.closeLinks() })
    }

    public func render(in area: Rect, buffer: inout ScreenBuffer, theme: Theme) {
        guard let headline = presenter.headline else {
            if presenter.isGone {
                return buffer.writeCentered(FeedArticlePresenter.goneText, in: area, style: theme.style(.muted))
            }
            return ReaderBody.renderMissing(loadError: presenter.loadError, in: area, buffer: &buffer, theme: theme)
        }
        let (width, column) = ReaderBody.column(in: area)
        let text = FeedArticleBody(summary: headline.item.summaryText, content: headline.item.contentText, links: presenter.links)
        layout.update(title: headline.item.title, body: text, width: width, theme: theme) {
            titleLines(headline, width: $0, theme: $1)
        }
        let header = headerLines(headline, width: width, theme: theme)
        let (top, rest) = column.splitTop(header.count)
        Paragraph(lines: header).render(in: top, buffer: &buffer, scroll: 0)
        var (bodyArea, footer) = rest.splitBottom(1)
        if presenter.isPickingLink {
            let (above, picker) = bodyArea.splitBottom(LinkListSheet.height(of: presenter.linkChoices.count, in: bodyArea))
            renderLinks(in: picker, buffer: &buffer, theme: theme)
            bodyArea = above
        }
        // The offset keeps counting in the last whole layout's lines while a new one is laid out
        // (a resize), so that the text at the top is found in the new lines once they are whole.
        if !presenter.isLocked, layout.progress == nil {
            presenter.textLaidOut(layout.body.places, shownTop: min(presenter.scrollOffset, wholeMaxOffset))
        }
        let body = presenter.isLocked ? lockedLines(width: width, theme: theme) : layout.bodyLines
        let search = presenter.isLocked ? nil : presenter.textSearch
        let place = TextSanitizer.clean(presenter.position)
        var reader = ReaderBody(lines: body, link: headline.item.link, place: place, search: search)
        if !presenter.isLocked { reader.layoutProgress = layout.progress }
        (maxOffset, pageSize) = reader
            .render(in: bodyArea, footer: footer, width: width, scrollOffset: presenter.scrollOffset, buffer: &buffer, theme: theme)
        if layout.progress == nil { wholeMaxOffset = maxOffset }
    }
}
