/// What HTML5 makes of `&#…;`: the code point, or its replacement.
enum NumericReference {
    /// The character for a code point written in a numeric reference: zero, surrogates and
    /// values above U+10FFFF become U+FFFD, and 0x80–0x9F are read as Windows-1252, as browsers do
    /// (`&#150;` is an en dash); every other value is itself, even a control character.
    static func scalar(for value: UInt32) -> Unicode.Scalar {
        let replacement: Unicode.Scalar = "\u{FFFD}"
        if value == 0 || value > 0x10FFFF || (0xD800...0xDFFF).contains(value) { return replacement }
        if (0x80...0x9F).contains(value), let mapped = windows1252[Int(value - 0x80)] {
            return Unicode.Scalar(mapped) ?? replacement
        }
        return Unicode.Scalar(value) ?? replacement
    }

    /// 0x80–0x9F in Windows-1252; nil where Windows-1252 has no character (the value stays).
    private static let windows1252: [UInt32?] = [
        0x20AC, nil, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
        0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, nil, 0x017D, nil,
        nil, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
        0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, nil, 0x017E, 0x0178,
    ]
}
