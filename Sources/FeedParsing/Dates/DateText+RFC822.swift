extension DateText {
    /// RFC 822 and RFC 2822 as feeds write them: `Mon, 02 Jan 2006 15:04:05 -0700`, also without
    /// the weekday or its comma, with a one-digit day, dashes (`02-Jan-2006`), a two-digit year,
    /// no seconds, a named zone or none; and the month first (`Jan 2 2006 15:04`,
    /// `Mon Jan  2 15:04:05 2006`).
    static func rfc822(_ text: inout DateText) -> CivilTime? {
        var word = text.word()
        if Self.weekdays.contains(String(word.prefix(3))), monthNumber(word) == nil {
            _ = text.take(UInt8(ascii: ","))
            text.skipSpaces()
            word = text.word()
        }
        if let month = monthNumber(word) { return monthFirst(month, &text) }
        guard word.isEmpty else { return nil }
        let day = text.number(maxDigits: 2)
        text.skipSeparators()
        guard day.digits > 0, let month = monthNumber(text.word()) else { return nil }
        text.skipSeparators()
        guard let year = text.year() else { return nil }
        var time = CivilTime(year: year, month: month, day: day.value)
        return text.clockAndZone(into: &time) ? time : nil
    }

    /// `Jan 2 2006 15:04:05 GMT`, or the C library's `Jan  2 15:04:05 2006`.
    private static func monthFirst(_ month: Int, _ text: inout DateText) -> CivilTime? {
        text.skipSeparators()
        let day = text.number(maxDigits: 2)
        text.skipSeparators()
        guard day.digits > 0 else { return nil }
        var probe = text
        if probe.number().digits == 4, let year = text.year() {
            var time = CivilTime(year: year, month: month, day: day.value)
            return text.clockAndZone(into: &time) ? time : nil
        }
        var time = CivilTime(year: 0, month: month, day: day.value)
        guard text.clock(into: &time) else { return nil }
        text.skipSpaces()
        guard let year = text.year() else { return nil }
        time.year = year
        return text.clockAndZone(into: &time) ? time : nil
    }

    /// A four-digit year, or two digits as RFC 2822 reads them: 00–49 are 2000–2049.
    mutating func year() -> Int? {
        let year = number(maxDigits: 4)
        switch year.digits {
        case 4: return year.value
        case 2: return year.value < 50 ? 2000 + year.value : 1900 + year.value
        default: return nil
        }
    }

    /// The time of day when one comes, then the zone, then the end (or a comment).
    mutating func clockAndZone(into time: inout CivilTime) -> Bool {
        skipSpaces()
        if let byte = next, byte >= 0x30, byte <= 0x39, !clock(into: &time) { return false }
        skipSpaces()
        guard let offset = zoneOffset() else { return false }
        time.offsetSeconds = offset
        return endsAfterComment()
    }

    mutating func skipSeparators() {
        while take(0x20) || take(UInt8(ascii: "-")) || take(0x09) {}
    }

    private static let weekdays: Set = ["MON", "TUE", "WED", "THU", "FRI", "SAT", "SUN"]

    private static let months = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]

    /// 1–12 for a month's name or its first three letters ("Sept" too), else nil.
    static func monthNumber(_ word: String) -> Int? {
        guard word.count >= 3 else { return nil }
        return months.firstIndex(of: String(word.prefix(3))).map { $0 + 1 }
    }
}
