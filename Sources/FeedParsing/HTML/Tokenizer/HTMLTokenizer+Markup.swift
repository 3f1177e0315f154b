extension HTMLTokenizer {
    /// Reads the markup at '<': a token, or nil for what is skipped (a comment, a doctype, a tag
    /// cut off by the end of the input).
    mutating func readMarkup() -> HTMLToken? {
        let next = bytes[index + 1]
        if next.isASCIILetter { return readStartTag() }
        if next == UInt8(ascii: "/") {
            if index + 2 < bytes.count, bytes[index + 2].isASCIILetter { return readEndTag() }
            skipBogusComment(from: index + 2)
            return nil
        }
        if next == UInt8(ascii: "!"), hasPrefix("<!--", at: index) {
            skipComment()
            return nil
        }
        if next == UInt8(ascii: "!"), hasPrefix("<![CDATA[", at: index) { return readCDATA() }
        skipBogusComment(from: index + 2)
        return nil
    }

    /// Past `-->` (or `--!>`); `<!-->` and `<!--->` are empty comments.
    private mutating func skipComment() {
        var position = index + 4
        for short in ["->", ">"] where hasPrefix(short, at: position) {
            index = position + short.utf8.count
            return
        }
        while position < bytes.count {
            if hasPrefix("-->", at: position) { index = position + 3; return }
            if hasPrefix("--!>", at: position) { index = position + 4; return }
            position += 1
        }
        index = bytes.count
    }

    /// Past the next '>': `<!DOCTYPE html>`, `<?xml …?>`, `</ 3>`, `</>`.
    private mutating func skipBogusComment(from start: Int) {
        index = bytes[min(start, bytes.count)...].firstIndex(of: UInt8(ascii: ">")).map { $0 + 1 } ?? bytes.count
    }

    /// CDATA in HTML content is a comment to HTML5, but in feeds it wraps text that was meant to be
    /// read, so its content is kept as text, undecoded.
    private mutating func readCDATA() -> HTMLToken? {
        let start = index + 9
        var position = start
        while position < bytes.count, !hasPrefix("]]>", at: position) { position += 1 }
        index = min(position + 3, bytes.count)
        return position > start ? .text(Array(bytes[start..<position])) : nil
    }

    /// Whether the bytes at `position` are `prefix`, ASCII letters compared without case.
    func hasPrefix(_ prefix: String, at position: Int) -> Bool {
        var current = position
        for byte in prefix.utf8 {
            guard current < bytes.count, bytes[current].asciiLowercased == byte.asciiLowercased else { return false }
            current += 1
        }
        return true
    }
}
