import Domain
import Foundation
import Observation

/// The app's one feed refresh: runs in the background (a key never waits for it), says how far
/// it got for the status bar (after each feed), and tells the screens that list items when new
/// ones arrived, so they load again keeping their selection: at most once per `reloadInterval`
/// while it runs, and always once at its end (`FeedRefreshActivity+Reloads`).
@MainActor @Observable
public final class FeedRefreshActivity {
    /// The refresh at start runs when the last one is older than this.
    nonisolated public static let defaultInterval: TimeInterval = 60 * 60
    /// The auto-refresh's period unless `AICHATS_REFRESH_MINUTES` says otherwise: newsboat's `reload-time`.
    nonisolated public static let defaultAutoRefreshMinutes = 60
    /// The shortest time between two reloads of the listening screens while a refresh runs. One
    /// reload per feed put 50 reloads of 100,000 items in front of the keys; half a second still
    /// shows new items while the refresh runs, and costs a few per cent of a core.
    nonisolated public static let defaultReloadInterval = Duration.milliseconds(500)

    /// Done and total feeds while a refresh runs.
    public internal(set) var progress: (done: Int, total: Int)?
    /// When the last refresh ended.
    public private(set) var lastUpdated: Date?
    /// The feeds whose last fetch in this session failed, with the reason.
    public private(set) var failures: [String: String] = [:]
    /// How many old items the last refresh deleted from the cache, past the most it keeps of a feed.
    public private(set) var removedItems = 0
    /// True when the last refresh of every feed found none in the list: nothing was updated.
    public private(set) var foundNoFeeds = false
    /// True while a refresh asked for waits for the one another aichats runs (`+Elsewhere`).
    public internal(set) var waitsForOtherRefresh = false
    /// How many feeds the refresh of every feed under way said the list has, once it said so.
    @ObservationIgnored private var listedTotal: Int?
    @ObservationIgnored private var refreshesEveryFeed = false
    /// The refresh as it runs, for tests to await.
    @ObservationIgnored public private(set) var task: Task<Void, Never>?
    /// True while every feed is refreshed each `autoRefreshMinutes` (`+Auto`).
    public internal(set) var isAutoRefreshOn = false
    /// The auto-refresh's period: `AICHATS_REFRESH_MINUTES`, else an hour.
    public let autoRefreshMinutes: Int
    @ObservationIgnored var autoRefreshTimer: Task<Void, Never>?
    /// Counts the user's `t`s: a stored choice read before the last one is older than it.
    @ObservationIgnored var autoRefreshChoices = 0
    @ObservationIgnored let autoRefreshStore: (any AutoRefreshStore)?
    @ObservationIgnored let sleeper: Sleeper
    @ObservationIgnored let reloadInterval: Duration
    /// Changes not yet shown: the next reload's timer is set.
    @ObservationIgnored var hasChangesToShow = false
    @ObservationIgnored var reloadTimer: Task<Void, Never>?
    /// The reload under way, which goes once more when `reloadAgain` is set meanwhile.
    @ObservationIgnored var reloading: Task<Void, Never>?
    @ObservationIgnored var reloadAgain = false
    /// Notices that hold only while the refresh runs ("A refresh is already running"), taken
    /// off the status bar when it ends (`+Refusal`).
    @ObservationIgnored var noticesUntilEnd: [(router: Router, notice: Notice)] = []
    /// The cache's mark when the screens last loaded what a refresh stored, by this aichats or
    /// another (`+Elsewhere`); nil before it was read.
    @ObservationIgnored var shownCache: FeedCacheMark?

    /// Why nothing fetched could be stored (the database opened read-only on a full disk): no
    /// refresh starts, as it would fetch every feed and report each as failed. Nil while it stores.
    public let cannotStore: StorageFailure?

    @ObservationIgnored let runner: FeedRefreshRunner
    @ObservationIgnored let clock: NowProvider
    @ObservationIgnored private let interval: TimeInterval
    @ObservationIgnored private var listeners: [Listener] = []

    /// `autoRefresh` keeps the user's auto-refresh choice (without one it lasts the session);
    /// its timer and the wait between reloads during a refresh sleep on `sleeper`.
    nonisolated public init(
        runner: FeedRefreshRunner, clock: NowProvider, interval: TimeInterval = defaultInterval,
        autoRefresh: (any AutoRefreshStore)? = nil, autoRefreshMinutes: Int = defaultAutoRefreshMinutes, sleeper: Sleeper = .system,
        reloadInterval: Duration = defaultReloadInterval, cannotStore: StorageFailure? = nil
    ) {
        self.cannotStore = cannotStore
        self.runner = runner
        self.clock = clock
        self.interval = interval
        self.autoRefreshStore = autoRefresh
        self.autoRefreshMinutes = autoRefreshMinutes
        self.sleeper = sleeper
        self.reloadInterval = reloadInterval
    }

    public var isRunning: Bool { progress != nil }

    /// Starts refreshing `feeds` (every feed when nil) unless a refresh runs or nothing could be
    /// stored (`cannotStore`); returns at once. A refresh of every feed counts the failures
    /// afresh: a feed removed from the list since its last failure is no longer counted. When
    /// another aichats on the data folder is refreshing, nothing is fetched: `quietWhenBusy` (the
    /// auto-refresh) leaves it at that; otherwise the status says so until that refresh ends,
    /// and the screens then load what it stored (`+Elsewhere`).
    @discardableResult
    public func start(feeds: [String]? = nil, quietWhenBusy: Bool = false) -> Bool {
        guard task == nil, cannotStore == nil else { return false }
        if feeds == nil { failures.removeAll() }
        progress = (0, feeds?.count ?? 0)
        removedItems = 0
        (listedTotal, refreshesEveryFeed) = (nil, feeds == nil)
        let runner = self.runner
        task = Task { [weak self] in
            let outcome = await runner.refresh(feeds) { [weak self] step in await self?.receive(step) }
            if case .refreshingElsewhere = outcome {
                guard await self?.waitForOtherRefresh(quietly: quietWhenBusy) == true else { return }
            }
            await self?.finish()
        }
        return true
    }

    /// The refresh at start: only when a listed feed's last fetch is older than the interval, or
    /// it never was fetched (`FeedRefresher.lastRefreshOfEveryFeed()`).
    /// Also starts the auto-refresh's timer when the user turned it on in an earlier session,
    /// and notes the cache's mark that the screens loaded with (`+Elsewhere`).
    /// Not when nothing could be stored: the start already says the database is read-only.
    public func startIfStale() async {
        await restoreAutoRefresh()
        guard task == nil, cannotStore == nil else { return }
        shownCache = await runner.cacheMark()
        let last = await runner.lastRefresh()
        if last.map({ clock.now().timeIntervalSince($0) >= interval }) ?? true { start(quietWhenBusy: true) }
    }

    /// Calls `reload` whenever new items or failures arrive, as long as `owner` lives and
    /// `isShown` says it is on screen: a screen under another one loads again when it reappears,
    /// and its reloads would only take time from the keys of the one on top.
    public func observe(
        _ owner: AnyObject, whileShown isShown: @escaping @MainActor () -> Bool = { true },
        reload: @escaping @MainActor () async -> Void
    ) {
        listeners.removeAll { $0.owner.object == nil || $0.owner.object === owner }
        listeners.append(Listener(owner: Weak(owner), isShown: isShown, reload: reload))
    }

    /// Forgets the last refresh's failure of `feed`, which the list no longer names under that
    /// address (`M`: it moved): the status no longer counts it.
    func forgetFailure(of feed: String) {
        failures[feed] = nil
    }

    private func receive(_ step: FeedRefreshProgress) async {
        progress = (step.done, step.total)
        if refreshesEveryFeed { listedTotal = step.total }
        guard let latest = step.latest else { return }
        failures[latest.feed] = latest.failureReason
        removedItems += latest.removedItems
        if latest.newItems > 0 || latest.failureReason != nil { reloadSoon() }
        // The next feed waits for a reload under way, as it waited for every reload before: a
        // reload beside the next feed's write held both in memory (32 → 35 MiB in scale.py).
        await reloading?.value
    }

    /// The screens load the final state before the status says "updated".
    func finish() async {
        shownCache = await runner.cacheMark()
        await reloadAtEnd()
        if let listedTotal { foundNoFeeds = listedTotal == 0 }
        progress = nil
        lastUpdated = clock.now()
        endTask()
    }

    /// No refresh runs any more: the notices that said one did go.
    func endTask() {
        task = nil
        for (router, notice) in noticesUntilEnd { router.withdraw(notice) }
        noticesUntilEnd.removeAll()
    }

    /// Calls the reload of each living listener on screen, one after the other.
    func notifyListeners() async {
        listeners.removeAll { $0.owner.object == nil }
        for listener in listeners where listener.isShown() { await listener.reload() }
    }

    struct Listener {
        let owner: Weak
        let isShown: @MainActor () -> Bool
        let reload: @MainActor () async -> Void
    }

    final class Weak {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }
}
