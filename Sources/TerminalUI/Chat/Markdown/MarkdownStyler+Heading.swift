/// Headings keep their levels apart in every theme, monochrome too, as glow shows them: a
/// level 1 heading in the heading style underlined; below it the `##` marks stay, dimmed, in
/// front: level 2 in the heading style, 3 and below bold. A long answer's outline is what its
/// reader goes by, and a bold line alone is also how `**a paragraph**` looks.
extension MarkdownStyler {
    func headingRows(level: Int, text: String, prefix: [Span], base: Style, footnotes: inout [String]) -> [[Span]] {
        var style = level <= 2 ? theme.style(.heading) : base.bolded
        if level == 1 { style.underline = true }
        let spans = inline(text, base: style, footnotes: &footnotes)
        guard level > 1 else { return SpanWrap.wrap(spans, width: width, first: prefix, hanging: prefix) }
        let marks = String(repeating: "#", count: level) + " "
        return SpanWrap.wrap(spans, width: width, first: prefix + [Span(marks, theme.style(.muted))],
                             hanging: prefix + [Span(String(repeating: " ", count: marks.count))])
    }
}
