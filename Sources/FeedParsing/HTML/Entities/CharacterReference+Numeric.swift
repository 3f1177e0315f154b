extension CharacterReference {
    /// `&#` then decimal digits, or `x` and hex digits, then an optional ';'. Without a digit it is
    /// no reference. A value too large to hold is past U+10FFFF, hence U+FFFD.
    static func appendNumeric(_ bytes: [UInt8], at start: Int, end: Int, to output: inout [UInt8]) -> Int? {
        var index = start
        var radix: UInt32 = 10
        if index < end, bytes[index] | 0x20 == UInt8(ascii: "x") {
            radix = 16
            index += 1
        }
        let digitsStart = index
        var value: UInt32 = 0
        while index < end, let digit = digitValue(bytes[index], radix: radix) {
            value = min(value * radix + digit, 0x110000)
            index += 1
        }
        guard index > digitsStart else { return nil }
        if index < end, bytes[index] == UInt8(ascii: ";") { index += 1 }
        output.append(contentsOf: String(Character(NumericReference.scalar(for: value))).utf8)
        return index
    }

    private static func digitValue(_ byte: UInt8, radix: UInt32) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f") where radix == 16: UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F") where radix == 16: UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
