import Foundation

/// A date of the proleptic Gregorian calendar in UTC, computed by hand (Howard Hinnant's
/// `civil_from_days`): a `Calendar` costs microseconds a date, and dates before 1970, even year 1,
/// come out right.
public struct CivilDate: Sendable, Hashable {
    public let year: Int64
    public let month: Int64
    public let day: Int64
    /// Seconds since midnight, 0 to 86,399.
    public let secondOfDay: Int64

    /// The UTC date of `date`, whose seconds are rounded down (clamped to about ±31 million years).
    public init(_ date: Date) {
        let seconds = Int64(max(min(date.timeIntervalSince1970, 1e15), -1e15).rounded(.down))
        let remainder = seconds % 86_400
        let days = remainder < 0 ? seconds / 86_400 - 1 : seconds / 86_400
        secondOfDay = remainder < 0 ? remainder + 86_400 : remainder
        // Eras of 400 years from 0000-03-01.
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }
}
