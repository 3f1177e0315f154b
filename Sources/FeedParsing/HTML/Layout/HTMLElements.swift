/// How the renderer treats each element it knows; any other element is ignored and its text kept.
enum HTMLElements {
    /// Blocks: a blank line before and after.
    static let blocks: Set<String> = [
        "p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "address", "article", "aside", "center", "details",
        "dialog", "dl", "fieldset", "figcaption", "figure", "footer", "form", "header", "hgroup", "legend",
        "main", "nav", "section", "summary", "table", "caption", "tr",
    ]
    /// A line of their own, no blank line.
    static let lines: Set<String> = ["dt", "dd"]
    static let lists: Set<String> = ["ul", "ol", "menu", "dir"]
    static let preformatted: Set<String> = ["pre", "xmp", "listing", "plaintext"]
    /// Content that is not shown: scripts, styles, templates, fallbacks for scripts and frames,
    /// the document's title, drawings. `head` needs no entry: what it holds drops itself or has
    /// no text, and text in it is shown, as HTML5 moves it into the body.
    static let dropped: Set<String> = [
        "script", "style", "template", "noscript", "noembed", "noframes", "iframe", "title", "svg",
    ]
    static let tableCells: Set<String> = ["td", "th"]
}
