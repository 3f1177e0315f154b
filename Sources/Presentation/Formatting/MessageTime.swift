import Foundation

/// When a chat message was sent, as its heading shows it: the clock time for today's, with the
/// day before it for older ones ("yesterday 14:05", "24 Oct 14:05", "24 Oct 2025 14:05"), so that
/// "12:34" yesterday is not read as "12:34" a year ago. In English, as the rest of the app.
public enum MessageTime {
    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// `date` as seen on the day of `now`.
    public static func label(_ date: Date, now: Date, timeZone: TimeZone = .current) -> String {
        let clock = RelativeTime.clock(date, timeZone: timeZone)
        return day(date, now: now, timeZone: timeZone).map { $0 + " " + clock } ?? clock
    }

    /// The day of `date` as seen on the day of `now`: nil for that same day, "yesterday",
    /// "24 Oct", "24 Oct 2025".
    public static func day(_ date: Date, now: Date, timeZone: TimeZone = .current) -> String? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        if calendar.isDate(date, inSameDayAs: now) { return nil }
        if let yesterday = calendar.date(byAdding: .day, value: -1, to: now), calendar.isDate(date, inSameDayAs: yesterday) {
            return "yesterday"
        }
        let day = calendar.dateComponents([.year, .month, .day], from: date)
        let sameYear = day.year == calendar.component(.year, from: now)
        let month = months[max(0, min(11, (day.month ?? 1) - 1))]
        return "\(day.day ?? 1) \(month)" + (sameYear ? "" : " \(day.year ?? 0)")
    }

    /// The start of the day after `now`'s: a heading laid out on one day is laid out again on the next.
    public static func dayEnd(of now: Date, timeZone: TimeZone = .current) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let start = calendar.startOfDay(for: now)
        return calendar.date(byAdding: .day, value: 1, to: start) ?? start.addingTimeInterval(86_400)
    }
}
