import Domain
import Foundation
import HTTPStreamWire

/// Fetches feeds in `aichats-http` helpers, which also parse them, so that no feed document is
/// read in the app. The helpers are pooled (`FeedHelperPool`): a few processes fetch feed after
/// feed. A crash, a hang, a garbage answer or a memory blow-up on one hostile feed fails that feed
/// alone: its helper is stopped and another takes its place for the next feeds.
///
/// At most `maximumFetches` feeds are fetched at once, by as many helpers at most, and at most
/// `maximumPerHost` from one host; the others wait their turn in order. A helper still without an
/// answer `killAfter` after it was asked (the helper's own 30 s limit plus 5 s) is killed.
public struct HelperFeedFetcher: FeedFetcher {
    let helperLocator: HTTPHelperLocator
    let limits: FeedFetchLimits
    let killAfter: Duration
    let gate: FeedFetchGate
    let pool: FeedHelperPool

    /// `helper`: the `aichats-http` to run; nil finds it next to the app (`HTTPHelperLocator`).
    public init(helper: URL? = nil, maximumFetches: Int = 4, maximumPerHost: Int = 2) {
        self.init(
            helper: helper, limits: .standard,
            gate: FeedFetchGate(maximumTotal: maximumFetches, maximumPerHost: maximumPerHost),
            pool: FeedHelperPool(maximumHelpers: maximumFetches))
    }

    /// With other limits, for tests: a short timeout, a small body, a pool that retires sooner.
    init(
        helper: URL?, limits: FeedFetchLimits, gate: FeedFetchGate, pool: FeedHelperPool, killAfter: Duration? = nil
    ) {
        helperLocator = HTTPHelperLocator(executable: helper)
        self.limits = limits
        self.killAfter = killAfter ?? .milliseconds(Int((limits.resourceTimeout + 5) * 1000))
        self.gate = gate
        self.pool = pool
    }

    /// Lets the idle helpers go and returns once every helper has exited. A command calls it
    /// before it exits: no helper outlives it, and the helpers' CPU time counts as its children's.
    public func finish() async {
        await pool.finish()
    }

    public func fetch(_ address: FeedAddress, validators: FeedValidators) async -> FeedFetchResult {
        guard let url = URL(string: address.text) else {
            return FeedFetchResult(.failed(reason: "the address is not a URL", retryAfter: nil))
        }
        let request = FeedFetchRequest(url: url, validators: validators, appVersion: AppVersion.string, limits: limits)
        let host = URLComponents(string: address.normalized)?.host ?? ""
        await gate.enter(host: host)
        let reply = await FeedHelperRun.reply(
            to: request, pool: pool, executable: helperLocator.executable(), killAfter: killAfter)
        await gate.leave(host: host)
        // Checking 200 items takes milliseconds: not on the pool that the screen's tasks share.
        return await BackgroundThread.shared.run { [killAfter] in FeedReplyOutcome.result(of: reply, killAfter: killAfter) }
    }
}
