import Domain
import Foundation

/// Dates as RFC 3339 in UTC ("2024-05-01T08:30:00Z", whole seconds), written by hand: a
/// formatter costs microseconds a date, which 100,000 items of `aichats news --json` notice.
enum RFC3339 {
    static func string(_ date: Date) -> String {
        let civil = CivilDate(date)
        let second = civil.secondOfDay
        return "\(pad(civil.year, 4))-\(pad(civil.month, 2))-\(pad(civil.day, 2))T\(pad(second / 3600, 2)):"
            + "\(pad(second / 60 % 60, 2)):\(pad(second % 60, 2))Z"
    }

    private static func pad(_ value: Int64, _ width: Int) -> String {
        let text = String(value)
        return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
    }
}
