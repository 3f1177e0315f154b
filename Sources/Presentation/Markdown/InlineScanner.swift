/// The scan behind `MarkdownInline.parse`: one pass over a line, a span of emphasis or a link's
/// text scanned again inside its marks.
struct InlineScanner {
    let characters: [Character]
    var footnotes: [String]
    var runs: [InlineRun] = []

    init(_ characters: [Character], footnotes: [String]) {
        self.characters = characters
        self.footnotes = footnotes
    }

    mutating func scan(_ range: Range<Int>, marks: InlineRun.Marks) {
        var plain = "", index = range.lowerBound
        let end = range.upperBound
        func flush(_ runs: inout [InlineRun]) {
            if !plain.isEmpty { runs.append(InlineRun(plain, marks)) }
            plain = ""
        }
        while index < end {
            let character = characters[index]
            if character == "\\", let math = mathEnd(from: index, end: end) {
                plain += String(characters[index..<math])
                index = math
            } else if character == "\\", index + 1 < end, characters[index + 1].isASCII,
               characters[index + 1].isPunctuation || characters[index + 1].isSymbol {
                plain.append(characters[index + 1])
                index += 2
            } else if character == "`", let close = codeSpanEnd(from: index, end: end) {
                flush(&runs)
                runs.append(InlineRun(codeText(index, close), marks.union(.code)))
                index = close.upperBound
            } else if character == "*" || character == "_", let close = emphasisEnd(from: index, range: range) {
                flush(&runs)
                let count = close.count
                let added: InlineRun.Marks = count == 1 ? .italic : count == 2 ? .bold : [.bold, .italic]
                scan((index + count)..<close.lowerBound, marks: marks.union(added))
                index = close.upperBound
            } else if character == "~", runLength(at: index, end: end) == 2, let close = emphasisEnd(from: index, range: range) {
                flush(&runs)
                scan((index + 2)..<close.lowerBound, marks: marks.union(.strikethrough))
                index = close.upperBound
            } else if let link = link(at: index, end: end) {
                flush(&runs)
                let isImage = character == "!"
                if isImage { runs.append(InlineRun(link.text.isEmpty ? "[image" : "[image: ", marks.union(.picture))) }
                scan(link.text, marks: marks.union(.link))
                if isImage { runs.append(InlineRun("]", marks.union(.picture))) }
                runs.append(InlineRun("[\(footnoteNumber(link.url))]", marks.union(.footnote)))
                index = link.end
            } else if character == "<", let close = autolinkEnd(from: index, end: end) {
                flush(&runs)
                runs.append(InlineRun(String(characters[(index + 1)..<close]), marks.union(.link)))
                index = close + 1
            } else if character == "&", let (decoded, next) = entity(at: index, end: end) {
                plain.append(decoded)
                index = next
            } else if character == "`" || character == "*" || character == "_" || character == "~" {
                let run = runLength(at: index, end: end)
                plain += String(characters[index..<(index + run)])
                index += run
            } else {
                plain.append(character)
                index += 1
            }
        }
        flush(&runs)
    }

    func runLength(at index: Int, end: Int) -> Int {
        var next = index
        while next < end, characters[next] == characters[index] { next += 1 }
        return next - index
    }

    private mutating func footnoteNumber(_ url: String) -> Int {
        if let known = footnotes.firstIndex(of: url) { return known + 1 }
        footnotes.append(url)
        return footnotes.count
    }

    /// A code span's text: one space off each end when both have one (and it is not all spaces).
    private func codeText(_ start: Int, _ close: Range<Int>) -> String {
        let ticks = close.count
        var text = characters[(start + ticks)..<close.lowerBound]
        if text.count >= 2, text.first == " ", text.last == " ", text.contains(where: { $0 != " " }) {
            text = text.dropFirst().dropLast()
        }
        return String(text)
    }
}
