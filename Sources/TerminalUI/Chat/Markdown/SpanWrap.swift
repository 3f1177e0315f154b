/// Word wrap of styled text: the spans keep their styles across line breaks. Latin text breaks
/// at spaces, CJK between any two characters (but not before a closing mark nor after an opening
/// one, `LineBreakMarks`); a word longer than a line is split between characters (a wide one
/// never in half). A word is what lies between spaces whatever its styles, so `code` and the
/// `.` after it move to the next line together. Each line starts with a prefix: `first` on the
/// first line, `hanging` on the others (a list item's marker, then the spaces under it).
enum SpanWrap {
    static func wrap(_ spans: [Span], width: Int, first: [Span] = [], hanging: [Span] = []) -> [[Span]] {
        var lines: [[Span]] = [], line = LineBuilder(first)
        for token in tokens(spans) {
            if token.isSpace {
                if line.width + 1 > width {
                    lines.append(line.finished())
                    line = LineBuilder(hanging)
                } else if line.hasText {
                    line.place(token.pieces[0].text, token.pieces[0].style, width: 1)
                }
                continue
            }
            if line.width + token.width <= width {
                for piece in token.pieces { line.place(piece.text, piece.style, width: piece.width) }
                continue
            }
            if line.hasText {
                lines.append(line.finished())
                line = LineBuilder(hanging)
            }
            for piece in token.pieces {
                for character in piece.text {
                    let characterWidth = TextWidth.of(character)
                    if line.hasText, line.width + characterWidth > width {
                        lines.append(line.finished())
                        line = LineBuilder(hanging)
                    }
                    line.place(String(character), piece.style, width: characterWidth)
                }
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

    /// What is placed on a line as a whole: a single space, or a word (a wide character alone,
    /// with the marks that hold to it), in the styles of the spans it spreads over.
    private struct Token {
        var pieces: [Span]
        var isSpace = false
        var width: Int { pieces.displayWidth }
        var first: Character? { pieces.first?.text.first }
        var last: Character? { pieces.last?.text.last }
    }

    /// The tokens of `spans`, each piece in its span's style.
    private static func tokens(_ spans: [Span]) -> [Token] {
        var result: [Token] = [], word: [Span] = []
        func add(_ token: Token) {
            if let previous = result.last, !previous.isSpace, !token.isSpace,
               LineBreakMarks.holdTogether(previous.last, token.first) {
                result[result.count - 1].pieces += token.pieces
            } else {
                result.append(token)
            }
        }
        func endWord() {
            if !word.isEmpty { add(Token(pieces: word)) }
            word = []
        }
        for span in spans {
            var text = ""
            for character in span.text {
                if character == " " || TextWidth.of(character) == 2 {
                    if !text.isEmpty { word.append(Span(text, span.style)) }
                    text = ""
                    endWord()
                    add(Token(pieces: [Span(String(character), span.style)], isSpace: character == " "))
                } else {
                    text.append(character)
                }
            }
            if !text.isEmpty { word.append(Span(text, span.style)) }
        }
        endWord()
        return result
    }
}
