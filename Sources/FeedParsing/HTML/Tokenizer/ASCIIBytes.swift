/// The byte classes the HTML tokenizer and the layout need; UTF-8 multi-byte sequences never
/// contain ASCII bytes, so testing bytes one by one is safe.
extension UInt8 {
    var isASCIIAlphanumeric: Bool { isASCIILetter || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) }

    var isASCIILetter: Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self | 0x20) }

    /// HTML's whitespace: space, tab, line feed, form feed, carriage return.
    var isHTMLWhitespace: Bool {
        self == 0x20 || self == 0x09 || self == 0x0A || self == 0x0C || self == 0x0D
    }

    var asciiLowercased: UInt8 { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(self) ? self | 0x20 : self }
}
