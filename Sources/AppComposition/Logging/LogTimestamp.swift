import Foundation

/// The time of a log line in UTC, as ISO 8601 writes it: `2026-11-22T04:40:00Z`.
///
/// Made from the C library's calendar: `Date.formatted(.iso8601)` gives the same text but loads
/// ICU's time zone data first, which cost 1.5 MiB of peak memory and several milliseconds at
/// every start, for the start line the log writes before the first frame.
enum LogTimestamp {
    static func string(for date: Date) -> String {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var utc = tm()
        guard gmtime_r(&seconds, &utc) != nil else { return date.formatted(.iso8601) }
        let day = [Int(utc.tm_year) + 1900, Int(utc.tm_mon) + 1, Int(utc.tm_mday)]
        let time = [Int(utc.tm_hour), Int(utc.tm_min), Int(utc.tm_sec)]
        return padded(day[0], 4) + "-" + day.dropFirst().map { padded($0, 2) }.joined(separator: "-")
            + "T" + time.map { padded($0, 2) }.joined(separator: ":") + "Z"
    }

    private static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
