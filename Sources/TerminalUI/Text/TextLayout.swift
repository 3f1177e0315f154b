/// Truncation and word wrapping by display width.
public enum TextLayout {
    /// The text cut to fit `width` cells, ending in "…" when cut; a wide character is never split.
    /// With `trimmingSpaces`, no space stands before the "…" ("name…", not "name …").
    public static func truncate(_ text: String, to width: Int, trimmingSpaces: Bool = false) -> String {
        guard width > 0 else { return "" }
        if TextWidth.of(text) <= width { return text }
        return ellipsized(prefix(text, fitting: width - 1), trimmingSpaces: trimmingSpaces)
    }

    /// What is kept of a cut text, and the "…" that says so; with `trimmingSpaces`, without the
    /// spaces at its end.
    static func ellipsized(_ kept: String, trimmingSpaces: Bool) -> String {
        (trimmingSpaces ? String(kept.reversed().drop { $0 == " " }.reversed()) : kept) + "…"
    }

    /// The longest start of the text that fits in `width` cells; a wide character is never split.
    public static func prefix(_ text: String, fitting width: Int) -> String {
        var out = "", used = 0
        for ch in text {
            let w = TextWidth.of(ch)
            if used + w > width { break }
            out.append(ch)
            used += w
        }
        return out
    }

    /// The longest end of the text that fits in `width` cells; a wide character is never split.
    public static func suffix(_ text: String, fitting width: Int) -> String {
        var start = text.endIndex, used = 0
        while start > text.startIndex {
            let before = text.index(before: start)
            let w = TextWidth.of(text[before])
            if used + w > width { break }
            used += w
            start = before
        }
        return String(text[start...])
    }

    /// The text padded with spaces (or truncated) to exactly `width` cells.
    public static func pad(_ text: String, to width: Int) -> String {
        let cut = truncate(text, to: width)
        return cut + String(repeating: " ", count: max(0, width - TextWidth.of(cut)))
    }

    /// Lines of at most `width` cells. Latin text breaks at spaces, CJK between any two
    /// characters, and a word longer than a line is split. Newlines start new lines.
    public static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines = WrappedLines(width: width)
        lines.append(text)
        return lines.lines
    }
}
