import Presentation

/// The reader for a feed item: title, byline, the text laid out by `FeedTextLayout`, the links
/// as footnotes under it, and, on `l`, a list of the links to open one.
@MainActor
public final class FeedArticleView: PresentedView<FeedArticlePresenter>, ScreenView {
    var maxOffset = 0
    var pageSize = 10

    public var title: String { "Article" }

    public var keymap: [KeyBinding] {
        let presenter = self.presenter
        if presenter.isPickingLink { return linkKeys }
        if presenter.isLocked {
            return [KeyBinding([.enter], "Create a free account to read the article", hint: "create account") {
                presenter.createAccount()
            }] + walkKeys
        }
        let bookmarked = presenter.headline?.item.isBookmarked == true
        return scrollKeys + walkKeys + [
            KeyBinding([.char("l")], "Links: list them to open one in the browser", hint: "links") { presenter.showLinks() },
            KeyBinding([.char("o")], "Open the article's page in the browser", hint: "open page") { await presenter.openItemLink() },
            KeyBinding([.char("b")], bookmarked ? "Remove the bookmark" : "Bookmark the article",
                       hint: bookmarked ? "unbookmark" : "bookmark") { await presenter.toggleBookmark() },
        ]
    }

    private var scrollKeys: [KeyBinding] {
        let presenter = self.presenter, maxOffset = self.maxOffset, page = self.pageSize
        return [
            KeyBinding([.down, .char("j")], "Scroll down", hint: "scroll") { presenter.scroll(by: 1, maxOffset: maxOffset) },
            KeyBinding([.up, .char("k")], "Scroll up") { presenter.scroll(by: -1, maxOffset: maxOffset) },
            KeyBinding([.pageDown, .char(" "), .ctrl("d")], "Page down") { presenter.scroll(by: page, maxOffset: maxOffset) },
            KeyBinding([.pageUp, .ctrl("u")], "Page up") { presenter.scroll(by: -page, maxOffset: maxOffset) },
            KeyBinding([.home, .char("g")], "Top") { presenter.scroll(toEnd: false, maxOffset: maxOffset) },
            KeyBinding([.end, .char("G")], "End") { presenter.scroll(toEnd: true, maxOffset: maxOffset) },
        ]
    }

    /// newsboat's keys for the list the item was opened from.
    private var walkKeys: [KeyBinding] {
        let presenter = self.presenter
        return [
            KeyBinding([.char("n")], "Next unread item of the list", hint: "next unread") { await presenter.showUnread(forward: true) },
            KeyBinding([.char("p")], "Previous unread item of the list") { await presenter.showUnread(forward: false) },
            KeyBinding([.char("J")], "Next item of the list") { await presenter.showNeighbour(1) },
            KeyBinding([.char("K")], "Previous item of the list") { await presenter.showNeighbour(-1) },
        ]
    }

    private var linkKeys: [KeyBinding] {
        let presenter = self.presenter
        return ListKeys.bindings(page: 5, presenter.editLinkSelection) + [
            KeyBinding([.enter], "Open the link in the browser (http, https and file only)", hint: "open") {
                await presenter.openPickedLink()
            },
            KeyBinding([.escape, .backspace, .char("l")], "Close the links", hint: "close") { presenter.closeLinks() },
        ]
    }

    public func render(in area: Rect, buffer: inout ScreenBuffer, theme: Theme) {
        guard let headline = presenter.headline else {
            let text = presenter.loadError.map { "Could not open the article: \($0)" } ?? "Loading…"
            buffer.writeCentered(text, in: area, style: theme.style(presenter.loadError == nil ? .muted : .error))
            return
        }
        let width = min(area.width - 4, 88)
        let column = Rect(x: area.x + (area.width - width) / 2, y: area.y + 1, width: width, height: area.height - 1)
        let header = headerLines(headline, width: width, theme: theme)
        let (top, rest) = column.splitTop(header.count)
        Paragraph(lines: header).render(in: top, buffer: &buffer, scroll: 0)
        var (bodyArea, footer) = rest.splitBottom(1)
        if presenter.isPickingLink {
            let (above, picker) = bodyArea.splitBottom(min(bodyArea.height / 2 + 1, presenter.links.count + 2))
            renderLinks(in: picker, buffer: &buffer, theme: theme)
            bodyArea = above
        }
        let body = presenter.isLocked ? lockedLines(width: width, theme: theme) : bodyLines(width: width, theme: theme)
        maxOffset = max(0, body.count - bodyArea.height)
        pageSize = max(1, bodyArea.height - 1)
        Paragraph(lines: body).render(in: bodyArea, buffer: &buffer, scroll: min(presenter.scrollOffset, maxOffset))
        let percent = maxOffset == 0 ? 100 : min(100, presenter.scrollOffset * 100 / maxOffset)
        let right = [Span(" \(percent)%", theme.style(.muted))]
        let left = [Span(TextSanitizer.clean(headline.item.link), theme.style(.link))]
            .truncated(to: max(0, width - right.displayWidth))
        buffer.write(left, x: footer.x, y: footer.y, clip: footer)
        buffer.write(right, x: footer.maxX - right.displayWidth, y: footer.y, clip: footer)
    }
}
