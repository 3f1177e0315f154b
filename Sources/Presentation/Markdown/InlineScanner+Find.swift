/// Finding where a code span, an emphasis, a link or an autolink ends, on the same line.
extension InlineScanner {
    /// The closing backticks of the code span opened at `start`: a run of the same length.
    func codeSpanEnd(from start: Int, end: Int) -> Range<Int>? {
        let ticks = runLength(at: start, end: end)
        var index = start + ticks
        while index < end {
            guard characters[index] == "`" else {
                index += 1
                continue
            }
            let run = runLength(at: index, end: end)
            if run == ticks { return index..<(index + run) }
            index += run
        }
        return nil
    }

    /// The closing run of the emphasis opened at `start` (as long as the opening one, up to
    /// three): the opening run is followed by text, the closing one follows text, and `_` does
    /// not open or close inside a word. Code spans in between are skipped.
    func emphasisEnd(from start: Int, range: Range<Int>) -> Range<Int>? {
        let end = range.upperBound, mark = characters[start]
        let count = runLength(at: start, end: end)
        guard count <= 3, start + count < end, !characters[start + count].isWhitespace else { return nil }
        if mark == "_", start > range.lowerBound, isWordCharacter(characters[start - 1]) { return nil }
        var index = start + count
        while index < end {
            let character = characters[index]
            if character == "`", let code = codeSpanEnd(from: index, end: end) {
                index = code.upperBound
                continue
            }
            guard character == mark else {
                index += 1
                continue
            }
            let run = runLength(at: index, end: end)
            let after = index + run
            let closes = run == count && !characters[index - 1].isWhitespace
                && (mark == "*" || after == end || !isWordCharacter(characters[after]))
            if closes, index > start + count { return index..<after }
            index = after
        }
        return nil
    }

    /// `[text](url)` or `![text](url)` at `start`: the text's range, the URL (a title after a
    /// space is left out) and where the link ends. The URL is read as CommonMark reads a link's
    /// destination (`LinkDestination`): Wikipedia's `…/Swift_(programming_language)` keeps its
    /// parentheses.
    func link(at start: Int, end: Int) -> (text: Range<Int>, url: String, end: Int)? {
        var open = start
        if characters[start] == "!", start + 1 < end, characters[start + 1] == "[" { open += 1 }
        guard characters[open] == "[" else { return nil }
        var depth = 0, index = open
        while index < end {
            switch characters[index] {
            case "\\": index += 1
            case "[": depth += 1
            case "]": depth -= 1
            default: break
            }
            if depth == 0 { break }
            index += 1
        }
        guard index + 1 < end, depth == 0, characters[index + 1] == "(",
              let target = LinkDestination(characters, from: index + 2, end: end), !target.url.isEmpty
        else { return nil }
        return ((open + 1)..<index, target.url, target.close + 1)
    }

    /// The `>` of `<scheme:…>` at `start` (http, https or mailto, no spaces).
    func autolinkEnd(from start: Int, end: Int) -> Int? {
        guard let close = characters[(start + 1)..<end].firstIndex(of: ">") else { return nil }
        let inner = String(characters[(start + 1)..<close])
        let schemes = ["http://", "https://", "mailto:"]
        guard schemes.contains(where: inner.lowercased().hasPrefix), !inner.contains(" ") else { return nil }
        return close
    }

    private func isWordCharacter(_ character: Character) -> Bool { character.isLetter || character.isNumber }
}
