import Foundation

/// Short relative times: "just now", "5 min ago", "3 h ago", "2 d ago", "4 mo ago".
public struct RelativeTime: Sendable {
    /// The instant ages are measured from.
    public let now: Date

    public init(now: Date) { self.now = now }

    /// The age of `date`, short form ("3 h ago").
    public func string(for date: Date) -> String {
        let seconds = Int(now.timeIntervalSince(date))
        if seconds < 60 { return "just now" }
        if seconds < 3600 { return "\(seconds / 60) min ago" }
        if seconds < 86_400 { return "\(seconds / 3600) h ago" }
        if seconds < 86_400 * 30 { return "\(seconds / 86_400) d ago" }
        if seconds < 86_400 * 365 { return "\(seconds / (86_400 * 30)) mo ago" }
        return "\(seconds / (86_400 * 365)) y ago"
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
