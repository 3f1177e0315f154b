import Foundation

/// Numbers written for the sentences of `FeedParseError`, the same in every locale.
enum Count {
    /// 10000 → "10,000".
    static func grouped(_ number: Int) -> String {
        let digits = Array(String(number.magnitude))
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return number < 0 ? "-" + text : text
    }

    /// Whole megabytes or kilobytes when the size is one, else bytes.
    static func bytes(_ size: Int) -> String {
        let mega = 1024 * 1024
        if size >= mega, size % mega == 0 { return "\(grouped(size / mega)) MB" }
        if size >= 1024, size % 1024 == 0 { return "\(grouped(size / 1024)) KB" }
        return "\(grouped(size)) bytes"
    }

    static func seconds(_ seconds: Double) -> String {
        let whole = seconds.rounded()
        let number = whole == seconds ? String(Int(whole)) : String(seconds)
        return seconds == 1 ? "1 second" : "\(number) seconds"
    }
}
