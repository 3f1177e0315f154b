import Domain
import Presentation

/// What the reader's text is laid out from: the item's text (its content, else its summary),
/// then "[1] https://…" for each link (a picture's marked "(image)", found in both texts), wrapped
/// with their hanging indents (`FeedTextLayout`), a table drawn as a grid (`FeedTextBlock`). Plain values, so that a long text can be laid
/// out off the main actor (`FeedArticleLayout`); compared at every frame, by their storage first.
struct FeedArticleBody: Sendable, Equatable {
    let summary: String
    let content: String
    let links: [String]

    var text: String { content.isEmpty ? summary : content }

    /// The numbers of the links that are pictures, found in both texts: a pass over megabytes
    /// for a long item, so made once per item (`FeedArticleLayout`), not at every frame.
    var imageLinkNumbers: Set<Int> { FeedItem.imageLinkNumbers(in: [summary, content]) }

    /// The lines at `width`, the links `images` marked "(image)".
    func lines(width: Int, theme: Theme, images: Set<Int>) -> PlacedLines {
        var lines = PlacedLines()
        for block in FeedTextBlock.blocks(FeedTextLayout.logicalLines(text)) {
            lines.append(paragraph: block.lines(width: width, theme: theme))
        }
        addLinks(to: &lines, width: width, theme: theme, images: images)
        return lines
    }

    /// The lines at `width`, laid out paragraph by paragraph; `report` hears how much is done,
    /// in percent, now and then. Nil when the task is cancelled: the reader has gone on.
    func lines(width: Int, theme: Theme, images: Set<Int>, report: (Int) async -> Void) async -> PlacedLines? {
        var lines = PlacedLines()
        let blocks = FeedTextBlock.blocks(FeedTextLayout.logicalLines(text))
        for (index, block) in blocks.enumerated() {
            if index % Self.linesBetweenReports == 0 {
                if Task.isCancelled { return nil }
                await report(index * 100 / blocks.count)
            }
            lines.append(paragraph: block.lines(width: width, theme: theme))
        }
        addLinks(to: &lines, width: width, theme: theme, images: images)
        return lines
    }

    /// How many logical lines (or tables) are laid out between two reports (and checks for cancellation).
    static let linesBetweenReports = 500

    /// The lines of the text's start: its logical lines within its first `bytes`, but the one
    /// cut there left out, as its end may wrap otherwise in the whole text. They are the first
    /// lines of the whole text's layout, for the reader to show while the rest is laid out.
    func preview(bytes: Int, width: Int, theme: Theme) -> PlacedLines {
        let end = text.utf8.index(text.startIndex, offsetBy: min(bytes, text.utf8.count))
        var lines = PlacedLines()
        for block in FeedTextBlock.blocks(Array(FeedTextLayout.logicalLines(String(text[..<end])).dropLast())) {
            lines.append(paragraph: block.lines(width: width, theme: theme))
        }
        return lines
    }

    private func addLinks(to lines: inout PlacedLines, width: Int, theme: Theme, images: Set<Int>) {
        if lines.lines.isEmpty {
            lines.append(paragraph: [[Span("This item has no text: o opens its page.", theme.style(.muted))]])
        }
        guard !links.isEmpty else { return }
        lines.append(paragraph: [[]])
        lines.append(paragraph: [[Span("Links", theme.style(.muted))]])
        for (index, link) in links.enumerated() {
            let shown = "[\(index + 1)] " + Self.shown(link, number: index + 1, images: images)
            lines.append(paragraph: FeedTextLayout.wrap(shown, width: width).map { [Span($0, theme.style(.link))] })
        }
    }

    /// The link as the Links lists show it: a picture's marked "(image)", as newsboat does; an
    /// inline `data:` picture by its type and size, not its base64; any other as `LinkDisplay`
    /// shows it.
    static func shown(_ link: String, number: Int, images: Set<Int>) -> String {
        if let inline = InlineDataLink.label(for: link) { return inline }
        return LinkListSheet.drawn(link) + (images.contains(number) ? " (image)" : "")
    }
}
