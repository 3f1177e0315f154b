import FeedParsing
import Foundation

/// `Retry-After`: a number of seconds, or an HTTP date (RFC 9110 §10.2.3).
enum RetryAfter {
    /// The longest wait taken from a server: a year. A larger number is nonsense, or hostile.
    static let longestWait: TimeInterval = 365 * 24 * 3600

    static func date(from value: String, now: Date) -> Date? {
        let text = value.trimmingCharacters(in: .whitespaces)
        if !text.isEmpty, text.allSatisfy(\.isASCII), text.allSatisfy(\.isNumber) {
            guard let seconds = Int(text) else { return now + longestWait }
            return now + min(TimeInterval(seconds), longestWait)
        }
        // An HTTP date is an RFC 822 date in GMT, which the feed date reader reads.
        guard let date = Date(feedDate: text) else { return nil }
        return min(date, now + longestWait)
    }
}
