import Foundation

/// Whole years between two instants by the calendar (proleptic Gregorian in UTC, as RFC 3339
/// writes dates), not by 365-day years: year 1 to 2026 is 2025 years, and three years of 365
/// days that hold a 29 February are two years and 364 days.
enum CalendarYears {
    static func between(_ earlier: Date, _ later: Date) -> Int {
        let (first, second) = (parts(of: earlier), parts(of: later))
        return second.year - first.year - (second.rest < first.rest ? 1 : 0)
    }

    /// The year, and the rest of the date as one number that orders within a year: month, day
    /// and second of the day.
    private static func parts(of date: Date) -> (year: Int, rest: Int) {
        let seconds = Int(max(min(date.timeIntervalSince1970, 1e15), -1e15).rounded(.down))
        let days = seconds >= 0 ? seconds / 86_400 : -((-seconds + 86_399) / 86_400)
        let secondOfDay = seconds - days * 86_400
        // Days to a civil date (H. Hinnant's algorithm): eras of 400 years from 0000-03-01.
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (year, (month * 32 + day) * 86_400 + secondOfDay)
    }
}
