/// How long a server asks to be left alone (`Retry-After`), in the unit a person reads it in:
/// "999999999 s" says nothing at a glance; "more than a year" does.
enum WaitWording {
    static func text(_ wait: Duration) -> String {
        let seconds = wait.wholeSeconds
        let minute: Int64 = 60, hour = 60 * minute, day = 24 * hour
        func rounded(_ unit: Int64) -> Int64 { (seconds + unit - 1) / unit }
        return switch seconds {
        case ..<(10 * minute): "\(seconds) s"
        case ..<(2 * hour): "\(rounded(minute)) min"
        case ..<(2 * day): "\(rounded(hour)) hours"
        case ..<(365 * day): "\(rounded(day)) days"
        default: "more than a year"
        }
    }
}
