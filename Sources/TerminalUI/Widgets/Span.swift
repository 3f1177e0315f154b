/// A run of text in one style: the unit widgets draw lines with.
public struct Span: Sendable, Hashable {
    public var text: String { didSet { width = TextWidth.of(text) } }
    /// How it looks.
    public var style: Style
    /// Its width in terminal cells, measured once.
    public private(set) var width: Int

    public init(_ text: String, _ style: Style = .plain) {
        self.text = text
        self.style = style
        self.width = TextWidth.of(text)
    }
}

extension Array where Element == Span {
    /// The total width of the spans in terminal cells.
    public var displayWidth: Int { reduce(0) { $0 + $1.width } }

    /// The spans cut to fit `width` cells, ending in "…" (in the style of the span that was
    /// cut) when something had to go; a wide character is never split. With `trimmingSpaces`, no
    /// space stands before the "…" in the span that was cut.
    public func truncated(to width: Int, trimmingSpaces: Bool = false) -> [Span] {
        guard width > 0 else { return [] }
        guard displayWidth > width else { return self }
        var result: [Span] = [], used = 0
        for span in self {
            let spanWidth = span.width
            if used + spanWidth <= width - 1 {
                result.append(span)
                used += spanWidth
                continue
            }
            let kept = TextLayout.prefix(span.text, fitting: width - used - 1)
            result.append(Span(TextLayout.ellipsized(kept, trimmingSpaces: trimmingSpaces), span.style))
            return result
        }
        return result
    }

    /// The spans with every style passed through `transform`.
    public func restyled(_ transform: (Style) -> Style) -> [Span] {
        map { span in
            var restyled = span
            restyled.style = transform(span.style)
            return restyled
        }
    }
}
