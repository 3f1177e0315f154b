/// A tolerant HTML tokenizer after HTML5's: it never fails, reads every byte once (linear time,
/// no recursion), and treats what cannot be markup as text (`a < b`, `x<3`). Comments, doctypes
/// and processing instructions are skipped; a tag cut off by the end of the input is dropped.
struct HTMLTokenizer: IteratorProtocol {
    let bytes: [UInt8]
    var index = 0
    /// Set after the start tag of an element whose content is raw text (`script`, `style`…): the
    /// name whose end tag ends it.
    var rawTextElement: String?

    init(_ html: String) {
        bytes = Array(html.utf8)
    }

    mutating func next() -> HTMLToken? {
        if let element = rawTextElement {
            rawTextElement = nil
            if let text = readRawText(until: element) { return .text(text) }
        }
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "<"), startsMarkup(at: index) {
                if let token = readMarkup() { return token }
            } else {
                return .text(readText())
            }
        }
        return nil
    }

    /// Text up to the next '<' that starts markup.
    private mutating func readText() -> [UInt8] {
        let start = index
        index += 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "<") || !startsMarkup(at: index) {
            index += 1
        }
        return CharacterReference.decode(bytes, start..<index)
    }

    /// '<' starts markup when a letter, '/', '!' or '?' follows it.
    private func startsMarkup(at position: Int) -> Bool {
        guard position + 1 < bytes.count else { return false }
        let next = bytes[position + 1]
        return next.isASCIILetter || next == UInt8(ascii: "/") || next == UInt8(ascii: "!") || next == UInt8(ascii: "?")
    }
}
