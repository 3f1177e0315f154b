/// Text wrapped to a width (see `TextLayout.wrap`) that can grow at its end: appending lays out
/// only the last line again and the new text, never what came before, so a reply that streams
/// in costs time in proportion to each piece, not to the whole reply.
///
/// Lines before the last cannot change when text is appended: the wrap is greedy, and a word
/// that grows stays on the last line or moves to a new one.
public struct WrappedLines: Sendable {
    /// The width the lines fit in, in cells.
    public let width: Int
    /// The lines that later text cannot change.
    private var settled: [String] = []
    /// The source of the last line, from its first character (skipped leading spaces left out).
    private(set) var lastLineSource = ""
    /// True when the last line continues a paragraph, so leading spaces are dropped from it.
    private var lastContinues = false
    /// The last line as shown.
    private var last = ""

    /// No text yet: one empty line.
    public init(width: Int) { self.width = max(1, width) }

    /// The number of lines, at least one.
    public var count: Int { settled.count + 1 }

    /// Line `index`, from 0.
    public subscript(index: Int) -> String { index < settled.count ? settled[index] : last }

    /// Every line.
    public var lines: [String] { settled + [last] }

    /// Adds text at the end; "\n" starts a new line.
    public mutating func append(_ text: String) {
        guard !text.isEmpty else { return }
        lastLineSource += text
        let paragraphs = lastLineSource.split(separator: "\n", omittingEmptySubsequences: false)
        for (number, paragraph) in paragraphs.enumerated() {
            let continues = number == 0 && lastContinues
            let wrapped = Self.wrap(paragraph, width: width, continuing: continues)
            if number < paragraphs.count - 1 {
                settled += wrapped.lines
            } else {
                settled += wrapped.lines.dropLast()
                last = wrapped.lines.last ?? ""
                lastContinues = continues || wrapped.lines.count > 1
                lastLineSource = String(paragraph[wrapped.lastLineStart...])
            }
        }
    }

    /// Greedy wrap of one paragraph: Latin text breaks at spaces, CJK between any two characters,
    /// and a word longer than a line is split. Leading spaces of a line that continues the
    /// paragraph are dropped. Also where the source of the last line starts.
    private static func wrap(_ text: Substring, width: Int, continuing: Bool)
        -> (lines: [String], lastLineStart: String.Index)
    {
        var lines: [String] = [], line = "", lineWidth = 0, lineStart = text.endIndex
        func endLine(trimming: Bool) {
            let shown = trimming ? trimmedRight(line) : line
            lines.append(lineWidth < width ? SoftBreaks.hyphenated(shown) : shown)
            line = ""
            lineWidth = 0
            lineStart = text.endIndex
        }
        func place(_ piece: Substring, width pieceWidth: Int) {
            if line.isEmpty { lineStart = piece.startIndex }
            line += piece
            lineWidth += pieceWidth
        }
        for token in tokens(text) {
            let tokenWidth = TextWidth.of(String(token))
            let isSpace = token == " "
            let room = SoftBreaks.room(width, endingWith: token.last)
            if lineWidth + tokenWidth <= room || (lineWidth == 0 && tokenWidth <= width) {
                if !(isSpace && lineWidth == 0 && (continuing || !lines.isEmpty)) { place(token, width: tokenWidth) }
                continue
            }
            if isSpace {
                endLine(trimming: true)
                continue
            }
            if lineWidth > 0 { endLine(trimming: true) }
            for index in token.indices {
                let characterWidth = TextWidth.of(token[index])
                if lineWidth > 0, lineWidth + characterWidth > width { endLine(trimming: false) }
                place(token[index...index], width: characterWidth)
            }
        }
        lines.append(trimmedRight(line))
        return (lines, lineStart)
    }

    /// Splits text into words, single spaces and single wide characters; a word is also split
    /// after a soft hyphen or a zero-width space (`SoftBreaks`), which stays with the piece
    /// before it. The marks of `LineBreakMarks` stay with their neighbours, so that no line
    /// starts with `。` or ends with `「`.
    private static func tokens(_ text: Substring) -> [Substring] {
        var result: [Substring] = [], wordStart: String.Index?
        func add(_ token: Substring) {
            if let last = result.last, last != " ", token != " ",
               LineBreakMarks.holdTogether(last.last, token.first) {
                result[result.count - 1] = text[last.startIndex..<token.endIndex]
            } else {
                result.append(token)
            }
        }
        for index in text.indices {
            let character = text[index]
            if character == " " || TextWidth.isWideCharacter(character) {
                if let start = wordStart { add(text[start..<index]) }
                wordStart = nil
                add(text[index...index])
            } else if SoftBreaks.marks.contains(character) {
                add(text[(wordStart ?? index)...index])
                wordStart = nil
            } else if wordStart == nil {
                wordStart = index
            }
        }
        if let start = wordStart { add(text[start...]) }
        return result
    }

    private static func trimmedRight(_ text: String) -> String {
        var text = text
        while text.last == " " { text.removeLast() }
        return text
    }
}
