extension DateText {
    /// RFC 3339 and the ISO 8601 forms feeds use: `2006-01-02T15:04:05.999Z`, a space for the
    /// `T`, no seconds, no fraction, `+07:00`, `+0700` or no zone; and W3C-DTF's `2006` and
    /// `2006-01`. The whole text must be read.
    static func iso8601(_ text: inout DateText) -> CivilTime? {
        let year = text.number(maxDigits: 4)
        guard year.digits == 4 else { return nil }
        var time = CivilTime(year: year.value, month: 1, day: 1)
        if text.take(UInt8(ascii: "-")) {
            guard let month = text.twoDigits() else { return nil }
            time.month = month
            if text.take(UInt8(ascii: "-")) {
                guard let day = text.twoDigits() else { return nil }
                time.day = day
            }
        }
        if text.take(UInt8(ascii: "T")) || text.take(UInt8(ascii: "t")) || text.take(0x20) {
            guard text.clock(into: &time) else { return nil }
            text.skipSpaces()
            guard let offset = text.zoneOffset() else { return nil }
            time.offsetSeconds = offset
        }
        return text.endsAfterComment() ? time : nil
    }

    /// Exactly two digits, as ISO 8601 writes months, days, hours and minutes.
    mutating func twoDigits() -> Int? {
        let field = number(maxDigits: 2)
        return field.digits == 2 ? field.value : nil
    }

    /// `15:04`, `15:04:05` or `15:04:05.999…` (a comma also starts the fraction).
    mutating func clock(into time: inout CivilTime) -> Bool {
        let hour = number(maxDigits: 2)
        guard hour.digits > 0, take(UInt8(ascii: ":")), let minute = twoDigits() else { return false }
        time.hour = hour.value
        time.minute = minute
        guard take(UInt8(ascii: ":")) else { return true }
        guard let second = twoDigits() else { return false }
        time.second = second
        if take(UInt8(ascii: ".")) || take(UInt8(ascii: ",")) {
            let fraction = number(maxDigits: 9)
            guard fraction.digits > 0 else { return false }
            time.fraction = Double(fraction.value) / pow10(fraction.digits)
            skipDigits()
        }
        return true
    }

    private func pow10(_ exponent: Int) -> Double {
        (0..<exponent).reduce(1.0) { value, _ in value * 10 }
    }
}
