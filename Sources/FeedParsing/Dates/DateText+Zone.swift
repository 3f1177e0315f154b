extension DateText {
    /// The zone's offset east of UTC in seconds: none (UTC), `Z`, `+0700`, `-07:00`, `+07`,
    /// `UT`, `UTC`, `GMT` (also `GMT+0100`), the North American names RFC 822 lists, and its
    /// military letters, which RFC 2822 says to read as UTC since they were often written
    /// backwards. Nil for anything else.
    mutating func zoneOffset() -> Int? {
        if isAtEnd || next == UInt8(ascii: "(") { return 0 }
        if let sign = signAhead() { return numericOffset(sign) }
        let name = word()
        if ["UT", "UTC", "GMT"].contains(name), let sign = signAhead() { return numericOffset(sign) }
        if let hours = Self.namedZones[name] { return hours * 3_600 }
        if name.count == 1, name != "J" { return 0 }
        return nil
    }

    private static let namedZones = [
        "Z": 0, "UT": 0, "UTC": 0, "GMT": 0,
        "EST": -5, "EDT": -4, "CST": -6, "CDT": -5, "MST": -7, "MDT": -6, "PST": -8, "PDT": -7,
    ]

    private mutating func signAhead() -> Int? {
        if take(UInt8(ascii: "+")) { return 1 }
        if take(UInt8(ascii: "-")) { return -1 }
        return nil
    }

    private mutating func numericOffset(_ sign: Int) -> Int? {
        guard let hours = twoDigits(), hours <= 23 else { return nil }
        _ = take(UInt8(ascii: ":"))
        let minutes = number(maxDigits: 2)
        guard minutes.digits == 0 || (minutes.digits == 2 && minutes.value < 60) else { return nil }
        return sign * (hours * 3_600 + minutes.value * 60)
    }

    /// True at the end, after spaces and one parenthesised comment (`-0700 (PDT)`).
    mutating func endsAfterComment() -> Bool {
        skipSpaces()
        if take(UInt8(ascii: "(")) {
            while let byte = next, byte != UInt8(ascii: ")") { _ = take(byte) }
            guard take(UInt8(ascii: ")")) else { return false }
            skipSpaces()
        }
        return isAtEnd
    }
}
