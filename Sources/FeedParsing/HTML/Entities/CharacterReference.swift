/// Character references (`&amp;`, `&#39;`, `&#x27;`) in HTML text and attribute values, as HTML5
/// reads them: the legacy names also without ';' (`&copy 2024`), numeric ones without ';' too.
enum CharacterReference {
    /// The bytes of `range` with their references replaced; an '&' that starts none stays.
    static func decode(_ bytes: [UInt8], _ range: Range<Int>, inAttribute: Bool = false) -> [UInt8] {
        guard bytes[range].contains(UInt8(ascii: "&")) else { return Array(bytes[range]) }
        var output: [UInt8] = []
        output.reserveCapacity(range.count)
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            if byte == UInt8(ascii: "&"),
                let next = append(bytes, at: index, end: range.upperBound, inAttribute: inAttribute, to: &output)
            {
                index = next
            } else {
                output.append(byte)
                index += 1
            }
        }
        return output
    }

    /// Appends the characters of the reference whose '&' is at `start` and returns the index after
    /// it; nil, appending nothing, when no reference starts there.
    static func append(
        _ bytes: [UInt8], at start: Int, end: Int, inAttribute: Bool, to output: inout [UInt8]
    ) -> Int? {
        let first = start + 1
        guard first < end else { return nil }
        if bytes[first] == UInt8(ascii: "#") {
            return appendNumeric(bytes, at: first + 1, end: end, to: &output)
        }
        return appendNamed(bytes, at: first, end: end, inAttribute: inAttribute, to: &output)
    }
}
