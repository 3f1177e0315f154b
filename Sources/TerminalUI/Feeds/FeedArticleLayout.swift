import Presentation

/// The reader's title and text as laid out for one width and theme, kept between frames.
///
/// A feed may send an article of millions of characters, which takes a second or more to wrap;
/// every key in the reader (a scroll step) draws a frame, so the text is laid out again only when
/// the item, its links, the width or the theme change, as the chat keeps its wrapped messages.
struct FeedArticleLayout {
    /// What the lines were made from. Strings are compared by their storage first, so an
    /// unchanged item costs nothing to compare.
    private struct Source: Equatable {
        let title: String
        let text: String
        let links: [String]
        let width: Int
        let theme: Theme
    }

    private var source: Source?
    private(set) var titleLines: [[Span]] = []
    private(set) var body = PlacedLines()
    var bodyLines: [[Span]] { body.lines }
    /// How many times the text was laid out: once per item, width and theme.
    private(set) var layoutCount = 0

    /// Lays out the title and the text unless the lines kept were made from the same ones.
    mutating func update(
        title: String, text: String, links: [String], width: Int, theme: Theme,
        layOut: (_ width: Int, _ theme: Theme) -> (title: [[Span]], body: PlacedLines)
    ) {
        let wanted = Source(title: title, text: text, links: links, width: width, theme: theme)
        guard wanted != source else { return }
        (titleLines, body) = layOut(width, theme)
        source = wanted
        layoutCount += 1
    }
}
