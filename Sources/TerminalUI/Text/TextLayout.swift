/// Truncation and word wrapping by display width.
public enum TextLayout {
    /// The text cut to fit `width` cells, ending in "…" when cut; a wide character is never split.
    public static func truncate(_ text: String, to width: Int) -> String {
        guard width > 0 else { return "" }
        if TextWidth.of(text) <= width { return text }
        return prefix(text, fitting: width - 1) + "…"
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

    /// The text padded with spaces (or truncated) to exactly `width` cells.
    public static func pad(_ text: String, to width: Int) -> String {
        let cut = truncate(text, to: width)
        return cut + String(repeating: " ", count: max(0, width - TextWidth.of(cut)))
    }

    /// Lines of at most `width` cells. Latin text breaks at spaces, CJK between any two
    /// characters, and a word longer than a line is split. Newlines start new lines.
    public static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .flatMap { wrapParagraph(String($0), width: width) }
    }

    private static func wrapParagraph(_ text: String, width: Int) -> [String] {
        var lines: [String] = [], line = "", lineWidth = 0
        for token in tokens(text) {
            let tokenWidth = TextWidth.of(token)
            let isSpace = token == " "
            if lineWidth + tokenWidth <= width {
                if !(isSpace && lineWidth == 0 && !lines.isEmpty) {
                    line += token
                    lineWidth += tokenWidth
                }
                continue
            }
            if isSpace { lines.append(trimmedRight(line)); line = ""; lineWidth = 0; continue }
            if lineWidth > 0 { lines.append(trimmedRight(line)); line = ""; lineWidth = 0 }
            for ch in token {
                let w = TextWidth.of(ch)
                if lineWidth > 0, lineWidth + w > width { lines.append(line); line = ""; lineWidth = 0 }
                line.append(ch)
                lineWidth += w
            }
        }
        lines.append(trimmedRight(line))
        return lines
    }

    /// Splits text into words, single spaces and single wide characters.
    private static func tokens(_ text: String) -> [String] {
        var result: [String] = [], word = ""
        for ch in text {
            if ch == " " || TextWidth.of(ch) == 2 {
                if !word.isEmpty { result.append(word); word = "" }
                result.append(String(ch))
            } else {
                word.append(ch)
            }
        }
        if !word.isEmpty { result.append(word) }
        return result
    }

    private static func trimmedRight(_ s: String) -> String {
        var s = s
        while s.last == " " { s.removeLast() }
        return s
    }
}
