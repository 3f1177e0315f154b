extension HTMLTokenizer {
    /// `name`, `name=value`, `name="value"` or `name='value'`, whitespace allowed around '=';
    /// nil when the input ends inside a quoted value (the tag is then dropped).
    func readAttribute(_ position: inout Int) -> HTMLAttribute? {
        let name = readName(&position, stopsAtEquals: true)
        var afterName = position
        skipWhitespace(&afterName)
        guard afterName < bytes.count, bytes[afterName] == UInt8(ascii: "=") else {
            return HTMLAttribute(name: name, value: [])
        }
        position = afterName + 1
        skipWhitespace(&position)
        guard position < bytes.count else { return nil }
        let quote = bytes[position]
        if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
            guard let close = bytes[(position + 1)...].firstIndex(of: quote) else { return nil }
            let value = CharacterReference.decode(bytes, (position + 1)..<close, inAttribute: true)
            position = close + 1
            return HTMLAttribute(name: name, value: value)
        }
        let start = position
        while position < bytes.count, !bytes[position].isHTMLWhitespace, bytes[position] != UInt8(ascii: ">") {
            position += 1
        }
        return HTMLAttribute(name: name, value: CharacterReference.decode(bytes, start..<position, inAttribute: true))
    }

    private func skipWhitespace(_ position: inout Int) {
        while position < bytes.count, bytes[position].isHTMLWhitespace { position += 1 }
    }
}
