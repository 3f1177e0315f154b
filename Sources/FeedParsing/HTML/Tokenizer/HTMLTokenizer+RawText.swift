extension HTMLTokenizer {
    /// The content of a raw text element, up to `</element` followed by whitespace, '/' or '>'
    /// (or the end of the input); nil when it is empty.
    mutating func readRawText(until element: String) -> [UInt8]? {
        let start = index
        let closing = "</" + element
        var position = index
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "<"), hasPrefix(closing, at: position) {
                let after = position + closing.utf8.count
                if after >= bytes.count || bytes[after].isHTMLWhitespace || bytes[after] == UInt8(ascii: "/")
                    || bytes[after] == UInt8(ascii: ">")
                {
                    break
                }
            }
            position += 1
        }
        index = position
        guard position > start else { return nil }
        if Self.escapableRawTextElements.contains(element) { return CharacterReference.decode(bytes, start..<position) }
        return Array(bytes[start..<position])
    }
}
