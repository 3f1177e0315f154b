extension TextLayout {
    /// The text cut to fit `width` cells with "…" in the middle, keeping its start and its end:
    /// model ids differ at their end (`…-2025`, `…-2025:free`, `…-2025:nitro`), which a cut at the
    /// end would make look alike. A wide character is never split.
    public static func truncateMiddle(_ text: String, to width: Int) -> String {
        guard width > 0 else { return "" }
        if TextWidth.of(text) <= width { return text }
        let room = width - 1
        let end = suffix(text, fitting: room - room / 2)
        return prefix(text, fitting: room - TextWidth.of(end)) + "…" + end
    }
}

extension Span {
    /// The span cut in the middle to fit `width` cells (`TextLayout.truncateMiddle`).
    public func truncatedInMiddle(to width: Int) -> Span {
        Span(TextLayout.truncateMiddle(text, to: width), style)
    }
}
