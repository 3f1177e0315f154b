/// Word wrap of styled text: the spans keep their styles across line breaks. Latin text breaks
/// at spaces, CJK between any two characters (but not before a closing mark nor after an opening
/// one, `LineBreakMarks`), a word also after a soft hyphen or a zero-width space as the article
/// reader breaks it (`SoftBreaks`: a line ending at a soft hyphen shows "-"); a word longer than
/// a line is split between characters (a wide one never in half). A word is what lies between
/// spaces whatever its styles, so `code` and the `.` after it move to the next line together.
/// Each line starts with a prefix: `first` on the first line, `hanging` on the others (a list
/// item's marker, then the spaces under it).
enum SpanWrap {
    static func wrap(_ spans: [Span], width: Int, first: [Span] = [], hanging: [Span] = []) -> [[Span]] {
        var lines: [[Span]] = [], line = LineBuilder(first)
        let (pieces, tokens) = tokens(spans)
        for token in tokens {
            if token.isSpace {
                if line.width + 1 > width {
                    lines.append(line.finished())
                    line = LineBuilder(hanging)
                } else if line.hasText {
                    line.place(pieces[token.pieces.lowerBound].text, pieces[token.pieces.lowerBound].style, width: 1)
                }
                continue
            }
            let room = SoftBreaks.room(width, endingWith: pieces[token.pieces.upperBound - 1].text.last)
            if line.width + token.width <= room || (!line.hasText && line.width + token.width <= width) {
                for piece in pieces[token.pieces] { line.place(piece.text, piece.style, width: piece.width) }
                continue
            }
            if line.hasText {
                lines.append(line.finished(hyphenatingWithin: width))
                line = LineBuilder(hanging)
            }
            for piece in pieces[token.pieces] {
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

        /// The line's spans; given `width`, one that ends at a soft hyphen with room for it shows "-".
        func finished(hyphenatingWithin width: Int? = nil) -> [Span] {
            var runs = runs
            if let width, self.width < width, let last = runs.indices.last {
                runs[last].text = SoftBreaks.hyphenated(runs[last].text)
            }
            while let last = runs.last, last.text.last == " " {
                var text = last.text
                while text.last == " " { text.removeLast() }
                if text.isEmpty { runs.removeLast() } else { runs[runs.count - 1].text = text }
            }
            return spans + runs.map { Span($0.text, $0.style) }
        }
    }

    /// What is placed on a line as a whole: a single space, or a word (a wide character alone,
    /// with the marks that hold to it), as a range of pieces, each in its span's style.
    private struct Token {
        var pieces: Range<Int>
        var width: Int
        var isSpace = false
    }

    /// The pieces of `spans` (cut at spaces and wide characters) and the tokens they make.
    private static func tokens(_ spans: [Span]) -> ([Span], [Token]) {
        var pieces: [Span] = [], tokens: [Token] = [], wordStart = 0
        func add(_ token: Token) {
            if let previous = tokens.last, !previous.isSpace, !token.isSpace, LineBreakMarks.holdTogether(
                pieces[previous.pieces.upperBound - 1].text.last, pieces[token.pieces.lowerBound].text.first) {
                tokens[tokens.count - 1].pieces = previous.pieces.lowerBound..<token.pieces.upperBound
                tokens[tokens.count - 1].width += token.width
            } else {
                tokens.append(token)
            }
        }
        func endWord() {
            if wordStart < pieces.count {
                add(Token(pieces: wordStart..<pieces.count, width: pieces[wordStart...].reduce(0) { $0 + $1.width }))
            }
            wordStart = pieces.count
        }
        for span in spans {
            var text = ""
            for character in span.text {
                if character == " " || TextWidth.isWideCharacter(character) {
                    if !text.isEmpty { pieces.append(Span(text, span.style)) }
                    text = ""
                    endWord()
                    pieces.append(Span(String(character), span.style))
                    let piece = pieces.count - 1
                    add(Token(pieces: piece..<pieces.count, width: pieces[piece].width, isSpace: character == " "))
                    wordStart = pieces.count
                } else if SoftBreaks.marks.contains(character) {
                    // The mark stays with the piece before it, which ends the word.
                    pieces.append(Span(text + String(character), span.style))
                    text = ""
                    endWord()
                } else {
                    text.append(character)
                }
            }
            if !text.isEmpty { pieces.append(Span(text, span.style)) }
        }
        endWord()
        return (pieces, tokens)
    }
}
