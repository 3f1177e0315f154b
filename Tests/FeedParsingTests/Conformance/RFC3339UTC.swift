import Foundation

/// Reads the corpus's `…Parsed` instants (`2019-10-12T07:20:50.52Z`) with Foundation, apart
/// from the reader under test, fraction and all.
enum RFC3339UTC {
    static func date(_ text: String) -> Date? {
        guard text.hasSuffix("Z") else { return nil }
        let body = text.dropLast()
        let parts = body.split(separator: ".", maxSplits: 1)
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        guard let whole = formatter.date(from: parts[0] + "Z") else { return nil }
        guard parts.count == 2 else { return whole }
        guard let fraction = Double("0." + parts[1]) else { return nil }
        return Date(timeIntervalSince1970: whole.timeIntervalSince1970 + fraction)
    }
}
