import Domain
import Foundation

/// Short relative times: "just now", "5 min ago", "3 h ago", "2 d ago", "4 mo ago", and "in 3 d"
/// for a date ahead (a feed that dates an item in the future). Years are counted by the calendar
/// (`CalendarYears`); months are 30 days.
public struct RelativeTime: Sendable {
    /// How far ahead a date still counts as now: clocks of servers and this machine differ.
    static let clockSkew = 300

    /// The instant ages are measured from.
    public let now: Date

    public init(now: Date) { self.now = now }

    /// The age of `date`, short form ("3 h ago").
    public func string(for date: Date) -> String {
        let interval = now.timeIntervalSince(date)
        let seconds = Int(max(min(interval, 1e15), -1e15))
        if seconds < -Self.clockSkew { return "in " + Self.span(-seconds, from: now, to: date) }
        if seconds < 60 { return "just now" }
        return Self.span(seconds, from: date, to: now) + " ago"
    }

    /// True when `date` is hot at `now` (`NewsFreshness`): rows mark HOT as of the time their
    /// ages count from, so that the mark moves on with them (`LoadTime.isBehindClock`).
    public func isHot(_ date: Date) -> Bool { NewsFreshness(now: now).isHot(publishedAt: date) }

    /// "5 min", "3 h", "2 d", "4 mo", "2 y": the `seconds` from `earlier` to `later`.
    private static func span(_ seconds: Int, from earlier: Date, to later: Date) -> String {
        if seconds < 3600 { return "\(max(1, seconds / 60)) min" }
        if seconds < 86_400 { return "\(seconds / 3600) h" }
        if seconds < 86_400 * 30 { return "\(seconds / 86_400) d" }
        let years = seconds < 86_400 * 365 ? 0 : CalendarYears.between(earlier, later)
        // 365 days over a 29 February are not yet a year: still "12 mo".
        return years < 1 ? "\(min(12, seconds / (86_400 * 30))) mo" : "\(years) y"
    }

    /// When a chat began, to tell an avatar's chats apart: "3 h ago" within a day, else its day
    /// ("yesterday", "24 Oct", "24 Oct 2025"): ages in months made chats begun weeks apart alike.
    public func started(_ date: Date) -> String {
        now.timeIntervalSince(date) < 86_400 ? string(for: date) : MessageTime.day(date, now: now) ?? string(for: date)
    }

    /// A clock time for chat messages ("14:05").
    public static func clock(_ date: Date, timeZone: TimeZone = .current) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        return String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
    }
}

/// Compact counts, cut rather than rounded so 9,999 stays "9.9k": 950, 1.2k, 34k, 1.5M.
public enum CompactCount {
    public static func string(_ value: Int) -> String {
        switch value {
        case ..<1000: return "\(value)"
        case ..<10_000: return "\(value / 1000).\(value % 1000 / 100)k"
        case ..<1_000_000: return "\(value / 1000)k"
        default: return "\(value / 1_000_000).\(value % 1_000_000 / 100_000)M"
        }
    }
}
