import Domain
import Foundation
import Synchronization

/// What the status bar says about the latest reply: a countdown while the server asked to wait
/// (429), then the tokens it took.
public enum ReplyStatus: Sendable, Equatable {
    /// The request is sent again in this many seconds, unless Esc cancels it; `reason` is why
    /// the server asked to wait.
    case retrying(secondsLeft: Int, reason: ServerWaitReason = ServerWaitReason())
    /// The reply's completion tokens, and their rate from the first piece of text to the end
    /// (nil when the text came too fast to time, see `ReplyMeter.shortestTimedSpan`), as
    /// measured: `shown(_:)` rounds it.
    case usage(tokens: Int, tokensPerSecond: Double?)

    public var text: String {
        switch self {
        // The server's words first: the rule above the input keeps the countdown in sight.
        case .retrying(let seconds, let reason):
            "server busy (\(reason.status)): " + (reason.message.map { "\($0) · " } ?? "")
                + "retrying in \(seconds) s — Esc cancels"
        case .usage(let tokens, let rate): "\(tokens) tokens" + (rate.map { " · \(Self.shown($0)) tok/s" } ?? "")
        }
    }

    /// "0.4", "12": one decimal below 10 tokens a second, since a large model on a CPU writes
    /// 0.3 to 0.9 ("0 tok/s" read as broken); a whole number from 10 on.
    static func shown(_ rate: Double) -> String {
        let tenths = (rate * 10).rounded()
        return tenths < 100 ? String(format: "%.1f", tenths / 10) : String(Int(rate.rounded()))
    }
}

/// Times a reply as it streams, from any thread: when its first text came and the usage the
/// server reported.
final class ReplyMeter: Sendable {
    /// The shortest time from the first text to the end that gives a rate: a local server that
    /// sends the whole reply in one burst would otherwise show thousands of tokens per second.
    static let shortestTimedSpan: TimeInterval = 0.2

    private let state = Mutex<(firstText: Date?, usage: ReplyUsage?)>((nil, nil))
    private let clock: NowProvider

    init(clock: NowProvider) {
        self.clock = clock
    }

    func sawText() {
        let now = clock.now()
        state.withLock { if $0.firstText == nil { $0.firstText = now } }
    }

    func saw(_ usage: ReplyUsage) { state.withLock { $0.usage = usage } }

    /// The status once the reply ended; nil when the server reported no completion tokens. The
    /// rate is left out when the text took less than `shortestTimedSpan` to arrive.
    func finalStatus() -> ReplyStatus? {
        let end = clock.now()
        let (first, usage) = state.withLock { ($0.firstText, $0.usage) }
        guard let tokens = usage?.completionTokens else { return nil }
        let seconds = first.map { end.timeIntervalSince($0) } ?? 0
        let isTimed = seconds >= Self.shortestTimedSpan
        return .usage(tokens: tokens, tokensPerSecond: isTimed ? Double(tokens) / seconds : nil)
    }
}

extension ChatPresenter {
    /// Counts a server's wait down, a second at a time, in the status bar.
    func startCountdown(_ wait: Duration, reason: ServerWaitReason) {
        countdown?.cancel()
        let seconds = Int(wait.components.seconds) + (wait.components.attoseconds > 0 ? 1 : 0)
        replyStatus = .retrying(secondsLeft: seconds, reason: reason)
        let sleeper = statusSleeper
        countdown = Task { [weak self] in
            for left in stride(from: seconds - 1, through: 0, by: -1) {
                do { try await sleeper.sleep(.seconds(1)) } catch { return }
                guard let self, case .retrying = self.replyStatus else { return }
                self.replyStatus = .retrying(secondsLeft: left, reason: reason)
            }
        }
    }

    /// Ends a countdown (the reply goes on, ended, or was stopped).
    func stopCountdown() {
        countdown?.cancel()
        countdown = nil
        if case .retrying = replyStatus { replyStatus = nil }
    }
}
