extension Style {
    /// This style drawn on a highlighted row: the highlight's colours and its attributes
    /// added to this style's own, so text stays readable on the highlight.
    func highlighted(by highlight: Style) -> Style {
        var style = self
        if highlight.fg != .default || highlight.bg != .default {
            style.fg = highlight.fg
            style.bg = highlight.bg
        }
        style.bold = style.bold || highlight.bold
        style.reverse = style.reverse || highlight.reverse
        style.underline = style.underline || highlight.underline
        style.dim = highlight.dim
        return style
    }
}
