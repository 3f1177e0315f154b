/// The HTML5 named character references, read once from the generated packed table.
enum NamedEntities {
    /// Name (with its ';' when it has one) → the UTF-8 of its characters.
    static let table: [[UInt8]: [UInt8]] = {
        var table: [[UInt8]: [UInt8]] = [:]
        table.reserveCapacity(2_300)
        let words = (packedTable1 + "\n" + packedTable2).split(whereSeparator: { $0 == " " || $0 == "\n" })
        var index = 0
        while index + 1 < words.count {
            let name = Array(words[index].utf8)
            var value: [UInt8] = []
            for hex in words[index + 1].split(separator: "+") {
                if let code = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(code) {
                    value.append(contentsOf: String(Character(scalar)).utf8)
                }
            }
            table[name] = value
            index += 2
        }
        return table
    }()

    /// The longest name without ';' (the legacy ones, such as `amp` or `eacute`).
    static let longestLegacyName = 6
    /// The longest name with its ';' (`CounterClockwiseContourIntegral;`).
    static let longestName = 32
}
