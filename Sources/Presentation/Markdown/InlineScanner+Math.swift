/// TeX math as DeepSeek and Qwen write it, `\[ \int_0^1 x\,dx \]` and `\( x \)`: read as
/// Markdown, its backslashes were escapes and went, and its `_` and `*` could open emphasis.
/// A terminal cannot typeset it, so it shows as written, in the text's own style: the reader
/// knows TeX from the model's other replies, and the code style would offer it as something to run.
extension InlineScanner {
    /// Where the math opened by `\[` or `\(` at `start` ends (after its `\]` or `\)` on the
    /// same line, with something between); nil when it is not closed there.
    func mathEnd(from start: Int, end: Int) -> Int? {
        guard start + 1 < end, characters[start] == "\\" else { return nil }
        let closing: Character
        switch characters[start + 1] {
        case "[": closing = "]"
        case "(": closing = ")"
        default: return nil
        }
        var index = start + 3
        while index + 1 < end {
            if characters[index] == "\\", characters[index + 1] == closing { return index + 2 }
            index += 1
        }
        return nil
    }
}
