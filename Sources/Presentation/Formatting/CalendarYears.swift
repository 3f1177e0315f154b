import Domain
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
        let civil = CivilDate(date)
        return (Int(civil.year), Int((civil.month * 32 + civil.day) * 86_400 + civil.secondOfDay))
    }
}
