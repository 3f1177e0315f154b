/// A code block of a message, as it is copied: its lines exactly as written between the fences
/// (the fence's own indentation off each, as the reader shows them), or an indented block's lines
/// without their four columns, joined by "\n", without a line break after the last, so that a
/// pasted command does not run by itself.
struct MarkdownCodeBlock: Sendable, Hashable {
    /// From 1, in the order of the message, as the label on screen shows it.
    let number: Int
    let language: String
    let text: String
}

extension MarkdownCodeBlock {
    /// The code blocks of `text`, fenced and indented, numbered as `MarkdownReader` numbers them
    /// on screen. A block whose closing fence has not come yet holds the lines that have; blank
    /// lines inside an indented block are its own, those after it are not.
    static func blocks(in text: String) -> [MarkdownCodeBlock] {
        var reader = MarkdownReader()
        var blocks: [(number: Int, language: String, lines: [Substring])] = []
        var isOpen = false, blanks = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let withoutReturn = line.last == "\r" ? line.dropLast() : line
            switch reader.read(withoutReturn).kind {
            case .fenceOpen(let number, let language):
                blocks.append((number, language, []))
                isOpen = true
            case .indentedCodeOpen(let number, let code):
                blocks.append((number, "", [Substring(code)]))
                isOpen = true
            case .code(let code) where isOpen:
                blocks[blocks.count - 1].lines += Array(repeating: "", count: blanks) + [Substring(code)]
            case .blank where isOpen:
                // Only an indented block is open at a blank line: a fenced one reads it as code.
                blanks += 1
                continue
            default:
                isOpen = false
            }
            blanks = 0
        }
        return blocks.map { MarkdownCodeBlock(number: $0.number, language: $0.language, text: $0.lines.joined(separator: "\n")) }
    }
}
