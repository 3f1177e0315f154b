import Foundation

/// Why the server asked to wait before the request goes again: its status (429 busy, 503 not
/// ready) and its own words, shown from the first wait rather than only when the retries run out.
public struct ServerWaitReason: Sendable, Equatable {
    public let status: Int
    public let message: String?

    public init(status: Int = 429, message: String? = nil) {
        self.status = status
        let words = message?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        self.message = words.isEmpty ? nil : words
    }

    /// The rule above the input while the app waits: what is going on, not "is typing…".
    public func ruleText(secondsLeft: Int) -> String {
        let why = status == 503 ? "the server is not ready (503)" : "the server is busy (\(status))"
        return "waiting: \(why) · retrying in \(secondsLeft) s · Esc cancels"
    }
}
