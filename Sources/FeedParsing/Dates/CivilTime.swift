import Foundation

/// A date and time of day as written, with its offset from UTC, turned into an instant without
/// `Calendar` (the proleptic Gregorian calendar, as RFC 3339 and RFC 822 mean it).
struct CivilTime {
    var year: Int
    var month: Int
    var day: Int
    var hour = 0
    var minute = 0
    var second = 0
    var fraction = 0.0
    var offsetSeconds = 0

    /// Seconds since 1970 of 0001-01-01T00:00:00Z up to (not including) 10000-01-01T00:00:00Z.
    static let secondsOfYears1To9999 = -62_135_596_800..<253_402_300_800

    /// Nil when a field is out of range (month 13, 31 April, 25 o'clock) or the instant falls
    /// outside the years 1–9999 in UTC (year 0000, which some sites write for "no date"): the
    /// item is then undated, as with a date that cannot be read.
    var date: Date? {
        guard (1...12).contains(month), (1...Self.days(in: month, of: year)).contains(day),
              (0...23).contains(hour), (0...59).contains(minute), (0...60).contains(second)
        else { return nil }
        let days = Self.daysSinceEpoch(year: year, month: month, day: day)
        let seconds = days * 86_400 + hour * 3_600 + minute * 60 + second - offsetSeconds
        guard Self.secondsOfYears1To9999.contains(seconds) else { return nil }
        return Date(timeIntervalSince1970: Double(seconds) + fraction)
    }

    static func days(in month: Int, of year: Int) -> Int {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Howard Hinnant's days_from_civil: days from 1970-01-01 to the given day.
    private static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
