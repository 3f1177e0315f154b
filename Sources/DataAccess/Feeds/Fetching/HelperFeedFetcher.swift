import Domain
import Foundation
import HTTPStreamWire

/// Fetches each feed in an `aichats-http` of its own, which also parses it: a crash, a hang or a
/// memory blow-up on one hostile feed fails that feed and nothing else.
///
/// At most `maximumFetches` helpers run at once, at most `maximumPerHost` for one host; the
/// others wait their turn in order. A helper still running `killAfter` after it started (the
/// helper's own 30 s limit plus 5 s) is killed.
public struct HelperFeedFetcher: FeedFetcher {
    let helperLocator: HTTPHelperLocator
    let appVersion: String
    let limits: FeedFetchLimits
    let killAfter: Duration
    let gate: FeedFetchGate

    /// `helper`: the `aichats-http` to run; nil finds it next to the app (`HTTPHelperLocator`).
    public init(
        appVersion: String = AppVersion.string, helper: URL? = nil, maximumFetches: Int = 4, maximumPerHost: Int = 2
    ) {
        self.init(
            helper: helper, appVersion: appVersion, limits: .standard,
            gate: FeedFetchGate(maximumTotal: maximumFetches, maximumPerHost: maximumPerHost))
    }

    /// With other limits, for tests: a short timeout, a small body.
    init(helper: URL?, appVersion: String, limits: FeedFetchLimits, gate: FeedFetchGate, killAfter: Duration? = nil) {
        helperLocator = HTTPHelperLocator(executable: helper)
        self.appVersion = appVersion
        self.limits = limits
        self.killAfter = killAfter ?? .milliseconds(Int((limits.resourceTimeout + 5) * 1000))
        self.gate = gate
    }

    public func fetch(_ address: FeedAddress, validators: FeedValidators) async -> FeedFetchOutcome {
        guard let url = URL(string: address.text) else { return .failed(reason: "the address is not a URL", retryAfter: nil) }
        let request = FeedFetchRequest(
            url: url, etag: validators.etag, lastModified: validators.lastModified, appVersion: appVersion, limits: limits)
        let host = URLComponents(string: address.normalized)?.host ?? ""
        await gate.enter(host: host)
        let reply = await FeedHelperRun.reply(to: request, executable: helperLocator.executable(), killAfter: killAfter)
        await gate.leave(host: host)
        return FeedReplyOutcome.outcome(of: reply, killAfter: killAfter)
    }
}
