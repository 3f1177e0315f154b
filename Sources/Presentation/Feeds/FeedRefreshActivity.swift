import Domain
import Foundation
import Observation

/// The app's one feed refresh: runs in the background (a key never waits for it), says how far
/// it got for the status bar, and tells the screens that list items when new ones arrived, so
/// they load again keeping their selection.
@MainActor @Observable
public final class FeedRefreshActivity {
    /// The refresh at start runs when the last one is older than this.
    nonisolated public static let defaultInterval: TimeInterval = 60 * 60

    /// Done and total feeds while a refresh runs.
    public private(set) var progress: (done: Int, total: Int)?
    /// When the last refresh ended.
    public private(set) var lastUpdated: Date?
    /// The feeds whose last fetch in this session failed, with the reason.
    public private(set) var failures: [String: String] = [:]
    /// The refresh as it runs, for tests to await.
    @ObservationIgnored public private(set) var task: Task<Void, Never>?

    @ObservationIgnored private let runner: FeedRefreshRunner
    @ObservationIgnored private let clock: NowProvider
    @ObservationIgnored private let interval: TimeInterval
    @ObservationIgnored private var listeners: [(owner: Weak, reload: @MainActor () async -> Void)] = []

    nonisolated public init(runner: FeedRefreshRunner, clock: NowProvider, interval: TimeInterval = defaultInterval) {
        self.runner = runner
        self.clock = clock
        self.interval = interval
    }

    public var isRunning: Bool { progress != nil }

    /// "refreshing 3/12" ("refreshing…" before the first report), else "updated 14:05" with the last failure, else nil.
    public var statusText: String? {
        if let progress { return progress.total == 0 ? "refreshing…" : "refreshing \(progress.done)/\(progress.total)" }
        guard let lastUpdated else { return nil }
        let updated = "updated " + RelativeTime.clock(lastUpdated)
        guard let (feed, reason) = failures.sorted(by: { $0.key < $1.key }).first else { return updated }
        let more = failures.count > 1 ? " (+\(failures.count - 1) more)" : ""
        return "\(updated) · failed: \(Self.shortName(feed)): \(reason)\(more)"
    }

    /// Starts refreshing `feeds` (every feed when nil) unless a refresh runs; returns at once.
    @discardableResult
    public func start(feeds: [String]? = nil) -> Bool {
        guard task == nil else { return false }
        progress = (0, feeds?.count ?? 0)
        let runner = self.runner
        task = Task { [weak self] in
            await runner.refresh(feeds) { [weak self] step in await self?.receive(step) }
            await self?.finish()
        }
        return true
    }

    /// The refresh at start: only when the cache's last refresh is older than the interval.
    public func startIfStale() async {
        guard task == nil else { return }
        let last = await runner.lastRefresh()
        if last.map({ clock.now().timeIntervalSince($0) >= interval }) ?? true { start() }
    }

    /// Calls `reload` whenever new items or failures arrive, as long as `owner` lives.
    public func observe(_ owner: AnyObject, reload: @escaping @MainActor () async -> Void) {
        listeners.removeAll { $0.owner.object == nil || $0.owner.object === owner }
        listeners.append((Weak(owner), reload))
    }

    private func receive(_ step: FeedRefreshProgress) async {
        progress = (step.done, step.total)
        guard let latest = step.latest else { return }
        failures[latest.feed] = latest.failureReason
        if latest.newItems > 0 || latest.failureReason != nil { await notify() }
    }

    private func finish() async {
        progress = nil
        lastUpdated = clock.now()
        task = nil
        await notify()
    }

    private func notify() async {
        listeners.removeAll { $0.owner.object == nil }
        for listener in listeners { await listener.reload() }
    }

    /// The host of a feed URL, which is enough to tell feeds apart in the status bar.
    static func shortName(_ feed: String) -> String { URL(string: feed)?.host ?? feed }

    final class Weak {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }
}
