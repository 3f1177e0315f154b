import Foundation

/// Counts the code blocks (fenced and indented) of a text as `MarkdownCodeBlock.blocks(in:)` numbers them,
/// reading a text that grew since the last count (a streaming reply) only from where its complete
/// lines ended. The chat's keys are built several times a frame and ask whether a reply has a
/// block: reading a 1 MB reply whole each time made it cost 11 s of CPU instead of half a second.
struct CodeBlockCounter {
    private var text = ""
    private var counted = 0
    /// Where the complete lines read so far end, in `text`'s UTF-8.
    private var readEnd = 0
    private var reader = MarkdownReader()

    /// The blocks of `text`, the line not ended yet included.
    mutating func count(in text: String) -> Int {
        // The same string again (the keys of one frame) shares its storage: equal at once. A
        // grown one is told by its length first: `==` compares canonical equivalence, which
        // reads a megabyte before it finds the longer text differs.
        if text.utf8.count == self.text.utf8.count, text == self.text { return counted }
        if !Self.startsAlike(text, self.text, bytes: readEnd) { self = CodeBlockCounter() }
        self.text = text
        var lines = Substring(text.utf8.dropFirst(readEnd)).split(separator: "\n", omittingEmptySubsequences: false)
        let unended = lines.popLast() ?? ""
        for line in lines {
            _ = reader.read(line.last == "\r" ? line.dropLast() : line)
            readEnd += line.utf8.count + 1
        }
        var withUnended = reader
        _ = withUnended.read(unended)
        counted = withUnended.codeBlockCount
        return counted
    }

    private static func startsAlike(_ one: String, _ other: String, bytes: Int) -> Bool {
        var one = one, other = other
        guard bytes > 0 else { return true }
        return one.withUTF8 { first in
            other.withUTF8 { second in
                guard first.count >= bytes, second.count >= bytes, let start = first.baseAddress,
                    let otherStart = second.baseAddress
                else { return false }
                return memcmp(start, otherStart, bytes) == 0
            }
        }
    }
}
