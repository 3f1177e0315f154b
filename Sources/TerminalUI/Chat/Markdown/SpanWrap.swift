/// Word wrap of styled text: the spans keep their styles across line breaks. Latin text breaks
/// at spaces, CJK between any two characters; a word longer than a line is split between
/// characters (a wide one never in half). Each line starts with a prefix: `first` on the first
/// line, `hanging` on the others (a list item's marker, then the spaces under it).
enum SpanWrap {
    static func wrap(_ spans: [Span], width: Int, first: [Span] = [], hanging: [Span] = []) -> [[Span]] {
        var lines: [[Span]] = [], line = LineBuilder(first)
        for token in tokens(spans) {
            if token.text == " " {
                if line.width + 1 > width {
                    lines.append(line.finished())
                    line = LineBuilder(hanging)
                } else if line.hasText {
                    line.place(token.text, token.style, width: 1)
                }
                continue
            }
            if line.width + token.width <= width {
                line.place(token.text, token.style, width: token.width)
                continue
            }
            if line.hasText {
                lines.append(line.finished())
                line = LineBuilder(hanging)
            }
            for character in token.text {
                let characterWidth = TextWidth.of(character)
                if line.hasText, line.width + characterWidth > width {
                    lines.append(line.finished())
                    line = LineBuilder(hanging)
                }
                line.place(String(character), token.style, width: characterWidth)
            }
        }
        lines.append(line.finished())
        return lines
    }

    /// A line being filled: runs of one style are joined as plain strings, and become spans
    /// (measured once) when the line is finished, without its trailing spaces.
    private struct LineBuilder {
        private var spans: [Span]
        private var runs: [(text: String, style: Style)] = []
        private(set) var width: Int
        private(set) var hasText = false

        init(_ prefix: [Span]) {
            spans = prefix
            width = prefix.displayWidth
        }

        mutating func place(_ text: String, _ style: Style, width added: Int) {
            if let last = runs.indices.last, runs[last].style == style {
                runs[last].text += text
            } else {
                runs.append((text, style))
            }
            width += added
            hasText = true
        }

        func finished() -> [Span] {
            var runs = runs
            while let last = runs.last, last.text.last == " " {
                var text = last.text
                while text.last == " " { text.removeLast() }
                if text.isEmpty { runs.removeLast() } else { runs[runs.count - 1].text = text }
            }
            return spans + runs.map { Span($0.text, $0.style) }
        }
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
}
