/// Word wrap of styled text: the spans keep their styles across line breaks. Latin text breaks
/// at spaces, CJK between any two characters; a word longer than a line is split between
/// characters (a wide one never in half). Each line starts with a prefix: `first` on the first
/// line, `hanging` on the others (a list item's marker, then the spaces under it).
enum SpanWrap {
    static func wrap(_ spans: [Span], width: Int, first: [Span] = [], hanging: [Span] = []) -> [[Span]] {
        var lines: [[Span]] = [], line = first, lineWidth = first.displayWidth, hasText = false
        func endLine() {
            lines.append(trimmedRight(line))
            line = hanging
            lineWidth = hanging.displayWidth
            hasText = false
        }
        func place(_ token: Span) {
            if let last = line.last, last.style == token.style, hasText {
                line[line.count - 1].text += token.text
            } else {
                line.append(token)
            }
            lineWidth += token.width
            hasText = true
        }
        for token in tokens(spans) {
            if token.text == " " {
                if lineWidth + 1 > width { endLine() } else if hasText { place(token) }
                continue
            }
            if lineWidth + token.width <= width {
                place(token)
                continue
            }
            if hasText { endLine() }
            for character in token.text {
                let piece = Span(String(character), token.style)
                if hasText, lineWidth + piece.width > width { endLine() }
                place(piece)
            }
        }
        lines.append(trimmedRight(line))
        return lines
    }

    /// Words, single spaces and single wide characters, each in its span's style.
    private static func tokens(_ spans: [Span]) -> [Span] {
        var result: [Span] = []
        for span in spans {
            var word = ""
            for character in span.text {
                if character == " " || TextWidth.of(character) == 2 {
                    if !word.isEmpty { result.append(Span(word, span.style)) }
                    word = ""
                    result.append(Span(String(character), span.style))
                } else {
                    word.append(character)
                }
            }
            if !word.isEmpty { result.append(Span(word, span.style)) }
        }
        return result
    }

    private static func trimmedRight(_ line: [Span]) -> [Span] {
        var line = line
        while let last = line.last, last.text.last == " " {
            var text = last.text
            while text.last == " " { text.removeLast() }
            if text.isEmpty { line.removeLast() } else { line[line.count - 1].text = text }
        }
        return line
    }
}
