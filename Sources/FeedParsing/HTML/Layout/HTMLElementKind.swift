/// How the renderer treats an element it knows; any other element is ignored and its text kept.
/// One dictionary lookup a tag: hashing the name once is most of what a tag costs.
enum HTMLElementKind: Equatable {
    /// A blank line before and after.
    case block
    /// A line of its own, no blank line.
    case line
    case list(ordered: Bool)
    case preformatted
    /// Content that is not shown: scripts, styles, templates, fallbacks for scripts and frames,
    /// the document's title, drawings. `head` needs no entry: what it holds drops itself or has
    /// no text, and text in it is shown, as HTML5 moves it into the body.
    case dropped
    /// `<table>`, `<tr>`, `<td>`/`<th>`, `<caption>`, `<thead>`: collected as a grid when the
    /// table holds data (`HTMLRenderer+Tables`), written as flat lines when it lays a page out.
    case table, tableRow, tableCaption
    case tableCell(header: Bool)
    case tableHeaderSection(Bool)
    case lineBreak, rule, item, quote, link, image
    /// `<audio>`, `<video>`: a marker and a link, as a picture; `<source>` gives the link.
    case media, mediaSource
    /// `<wbr>`: where a long word may break.
    case wordBreak
    /// `<sup>`, `<sub>`: raised or lowered text, which changes a number's meaning (10⁸, CO₂).
    case script(superscript: Bool)
    /// `<rt>`: a ruby annotation (a reading), shown in parentheses after its base.
    case rubyText

    static func of(_ name: String) -> HTMLElementKind? { byName[name] }

    private static let byName: [String: HTMLElementKind] = {
        var kinds: [String: HTMLElementKind] = [
            "ul": .list(ordered: false), "menu": .list(ordered: false), "dir": .list(ordered: false),
            "ol": .list(ordered: true), "dt": .line, "dd": .line, "td": .tableCell(header: false),
            "th": .tableCell(header: true), "table": .table, "tr": .tableRow, "caption": .tableCaption,
            "thead": .tableHeaderSection(true), "tbody": .tableHeaderSection(false), "tfoot": .tableHeaderSection(false),
            "br": .lineBreak, "hr": .rule, "li": .item, "blockquote": .quote, "a": .link, "img": .image,
            "audio": .media, "video": .media, "source": .mediaSource, "wbr": .wordBreak,
            "sup": .script(superscript: true), "sub": .script(superscript: false), "rt": .rubyText, "ruby": .rubyText,
        ]
        let blocks = [
            "p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "address", "article", "aside", "center", "details",
            "dialog", "dl", "fieldset", "figcaption", "figure", "footer", "form", "header", "hgroup", "legend",
            "main", "nav", "section", "summary",
        ]
        for name in blocks { kinds[name] = .block }
        for name in ["pre", "xmp", "listing", "plaintext"] { kinds[name] = .preformatted }
        for name in ["script", "style", "template", "noscript", "noembed", "noframes", "iframe", "title", "svg"] {
            kinds[name] = .dropped
        }
        return kinds
    }()
}
