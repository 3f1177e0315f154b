extension TextLayout {
    /// The text cut to fit `width` cells with "…" before its last part, which is kept: model ids
    /// differ at their end (`…-2025`, `…-2025:free`, `…-2025:nitro`), which a cut at the end
    /// would make look alike, and often in their middle too (`…-v89-instruct…`), which the start
    /// keeps as far as it fits. The part kept is from the last `:`, else the last `-`, at most
    /// half the width; text with neither keeps its start and end alike. A wide character is
    /// never split.
    public static func truncateMiddle(_ text: String, to width: Int) -> String {
        guard width > 0 else { return "" }
        if TextWidth.of(text) <= width { return text }
        let room = width - 1
        let last = text.lastIndex(of: ":") ?? text.lastIndex(of: "-") ?? text.startIndex
        let end = suffix(String(text[last...]), fitting: last == text.startIndex ? room - room / 2 : room / 2)
        return prefix(text, fitting: room - TextWidth.of(end)) + "…" + end
    }
}

extension Span {
    /// The span cut in the middle to fit `width` cells (`TextLayout.truncateMiddle`).
    public func truncatedInMiddle(to width: Int) -> Span {
        Span(TextLayout.truncateMiddle(text, to: width), style)
    }
}
