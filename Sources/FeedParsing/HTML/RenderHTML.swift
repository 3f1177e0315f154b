/// The plain text of an HTML fragment (a feed item's summary or body), with its links as numbered
/// footnotes. Tolerant of any input, linear in its length, no recursion on nesting.
///
/// The text is logical lines separated by "\n", which the UI wraps to the screen, indenting
/// continuation lines by the line's leading spaces plus its list marker:
/// - Blocks (`p`, `div`, headings, lists, `blockquote`, `pre`, `hr` as `---`, tables, and each
///   row of a flat table) are separated by one blank line. `<br>` ends a line; two in a row leave a
///   blank line, more add nothing. `dt` and `dd` are lines of their own.
/// - Whitespace runs collapse to one space; no line starts (outside `pre` and its indentation) or
///   ends with a space; the text neither starts nor ends with a blank line. A no-break space
///   (`&nbsp;`) stays U+00A0 and is not collapsed, but is dropped at a line's end.
/// - List items start with "• " (`ul`) or "1. " (`ol`, from `start`; `li value` renumbers); an
///   item's next lines are indented by its marker's width. Every level of quote and of list
///   around the innermost indents by 2 spaces, 8 levels at most. A list in an item starts on the
///   next line, without a blank line; blocks in an item (`<li><p>…`) are blocks, so such a list
///   has blank lines between its items, as a browser shows it.
/// - `pre` keeps its spaces, tabs and line breaks (trailing spaces dropped).
/// - A table of data is a pipe table, a line a row (`TableCollector+Grid`): `| a | b |`, the
///   header row (the first, when it is in `<thead>` or all `<th>`; else one of empty cells) above
///   `| --- | --- |`, a cell's lines joined into one, `|` and `\` escaped with `\`, the caption
///   the line above. `colspan` leaves the columns after a cell's first empty, `rowspan` the
///   rows below it; past 1,000 rows or 40 columns a last row or column of "…". A layout table
///   (one column or one row with text, a cell over 200 characters, text outside the cells, a
///   table inside, `role="presentation"`) and a title's tables are flat: a row a block, its
///   cells joined by " | ".
/// - Images are `[image: alt]`, or `[image]` without alt text, a space apart from text around them;
///   their `src` (a lazy loader's `data-src` or `srcset` over a `data:` placeholder) a link.
/// - `<audio>`, `<video>` are `[audio] [N]`, `[video] [N]` (their `src`, else their first
///   `<source src>`); an `<iframe src>` is `[embed: host] [N]`, its content dropped.
/// - A link with an href is its text followed by `[N]`: N numbers distinct hrefs in order of
///   first appearance, `links[N-1]` is the href trimmed, as written (relative, `mailto:`,
///   `javascript:`… alike: the app decides what it opens). An `a` without href is text.
/// - Character references are decoded: every HTML5 name, numeric ones (zero, surrogates and
///   values past U+10FFFF as U+FFFD; 0x80–0x9F as Windows-1252), legacy names without ';'.
/// - `script`, `style`, `template`, `noscript`, `iframe`'s content, `svg`, `title` (so `head`'s content)
///   and comments are dropped; unknown elements are ignored, their text kept; a '<' that starts
///   no tag is text, a tag cut off by the end of the input is dropped.
/// - Control characters and escape sequences are kept as they are: the app removes them.
public func renderHTML(_ html: String) -> RenderedHTML {
    var tokenizer = HTMLTokenizer(html)
    var renderer = HTMLRenderer()
    while let token = tokenizer.next() {
        renderer.consume(token)
    }
    return renderer.finish()
}
