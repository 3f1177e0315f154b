extension CharacterReference {
    /// `name;` when the table has it, else the longest legacy name that the text starts with
    /// (`&notit;` is "¬it;"); in an attribute a legacy name followed by '=' or a letter or digit
    /// stays as written, so that `?a=1&copy=2` in a URL survives.
    static func appendNamed(
        _ bytes: [UInt8], at start: Int, end: Int, inAttribute: Bool, to output: inout [UInt8]
    ) -> Int? {
        var nameEnd = start
        let limit = min(end, start + NamedEntities.longestName)
        while nameEnd < limit, bytes[nameEnd].isASCIIAlphanumeric { nameEnd += 1 }
        guard nameEnd > start else { return nil }
        if nameEnd < end, bytes[nameEnd] == UInt8(ascii: ";"),
            let value = NamedEntities.table[Array(bytes[start...nameEnd])]
        {
            output.append(contentsOf: value)
            return nameEnd + 1
        }
        var length = min(nameEnd - start, NamedEntities.longestLegacyName)
        while length >= 2 {
            if let value = NamedEntities.table[Array(bytes[start..<start + length])] {
                let after = start + length
                if inAttribute, after < end, bytes[after] == UInt8(ascii: "=") || bytes[after].isASCIIAlphanumeric {
                    return nil
                }
                output.append(contentsOf: value)
                return after
            }
            length -= 1
        }
        return nil
    }
}
