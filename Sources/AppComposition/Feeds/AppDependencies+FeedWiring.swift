import DataAccess
import Domain
import Foundation
import Presentation

extension AppDependencies {
    /// Reads news from `list`'s feeds through `cache`, refreshed by `runner`: once the list names
    /// a visible feed, its items and tags replace the embedded news in Explore and the categories.
    /// `autoRefresh` keeps the user's auto-refresh choice, whose timer waits on `sleeper`.
    public mutating func useFeeds(
        list: any FeedListStore, cache: any FeedCache, runner: FeedRefreshRunner,
        interval: TimeInterval = FeedRefreshActivity.defaultInterval, autoRefresh: (any AutoRefreshStore)? = nil,
        autoRefreshMinutes: Int = FeedRefreshActivity.defaultAutoRefreshMinutes, sleeper: Sleeper = .system,
        cannotStore: StorageFailure? = nil
    ) {
        feedList = list
        feedCache = cache
        feedActivity = FeedRefreshActivity(
            runner: runner, clock: clock, interval: interval, autoRefresh: autoRefresh,
            autoRefreshMinutes: autoRefreshMinutes, sleeper: sleeper, cannotStore: cannotStore)
    }

    /// `.mock` with the sample feeds (`FixtureFeeds`): what `aichats render --data mock-feeds`
    /// and the feed screens' tests show. Its refresh is the real `FeedRefresher` over
    /// `FixtureFeedFetcher`: nothing new, and `FixtureFeeds.world` fails again.
    public static func mockWithFeeds(_ variant: FixtureCatalog.Variant = .standard, profile: Profile? = nil) -> AppDependencies {
        var deps = mock(variant, profile: profile)
        let cache = FixtureFeeds.cache()
        let list = FixtureFeedList(FixtureFeeds.subscriptions)
        let refresher = FeedRefresher(feedList: list, cache: cache, fetcher: FixtureFeedFetcher(), clock: deps.clock)
        deps.useFeeds(list: list, cache: cache, runner: .refreshing(with: refresher),
                      autoRefresh: InMemoryAutoRefreshStore())
        return deps
    }

    /// The reading rules over the feeds, for the factories.
    var feedReading: FeedReadingInteractor {
        FeedReadingInteractor(
            list: feedList, cache: feedCache, profiles: profiles, opener: urlOpener, editor: feedListEditor, clock: clock)
    }
}

extension FeedRefreshRunner {
    /// The runner over Domain's `FeedRefresher`: every feed, one feed, or the feeds of a list
    /// one after the other, each feed's result reported as a step, and written to `log` when
    /// given; nothing while another aichats refreshes (the refresher's lock).
    public static func refreshing(with refresher: FeedRefresher, log: FeedRefreshLog? = nil) -> FeedRefreshRunner {
        FeedRefreshRunner(
            refresh: { feeds, report in
                let ran: Void? = await refresher.whileNoOtherRefresh {
                    let results = await refreshFeeds(feeds, with: refresher, report: report)
                    log?.record(results)
                }
                return ran == nil ? .refreshingElsewhere : .refreshed
            },
            lastRefresh: { await refresher.lastRefreshOfEveryFeed() },
            waitForOtherRefresh: { await refresher.waitForOtherRefresh() },
            everyFeedFetched: { await refresher.everyFeedFetched(since: $0) },
            cacheMark: { await refresher.cacheMark() })
    }

    /// Every feed (`feeds` nil) or the feeds named, one after the other: their results.
    private static func refreshFeeds(_ feeds: [String]?, with refresher: FeedRefresher, report: @escaping Report) async -> [FeedRefreshResult] {
        guard let feeds else { return (try? await refresher.refresh(.all, progress: report)) ?? [] }
        var results = [FeedRefreshResult]()
        for (index, feed) in feeds.enumerated() {
            let result = await refreshListed(feed, with: refresher)
            if let result { results.append(result) }
            await report(FeedRefreshProgress(done: index + 1, total: feeds.count, latest: result))
        }
        return results
    }

    /// The result of refreshing `feed`; nil when it is no longer in the list (removed in another
    /// shell since a screen named it): nothing was fetched and nothing failed.
    private static func refreshListed(_ feed: String, with refresher: FeedRefresher) async -> FeedRefreshResult? {
        guard let address = try? FeedAddress(feed) else { return nil }
        do {
            return try await refresher.refresh(.feed(address)).first
        } catch .notListed {
            return nil
        } catch {
            return FeedRefreshResult(feed: feed, outcome: .failed(reason: error.message))
        }
    }
}

extension AppDependencies {
    /// The user's feeds: the `urls` file (`FeedListFile`), their items in the database
    /// (`SQLiteFeedCache`), refreshed through `fetcher`. While no feed is listed the screens show
    /// the embedded news. The refresh at start and the auto-refresh (the choice kept in the
    /// database) come every `refreshMinutes`. The file opens in the user's editor with the
    /// terminal of `terminalHandoff`. The cache keeps `maxItems` of a feed (0: every item).
    /// A database opened read-only (a full disk) gets no refresh: it could store nothing. One
    /// refresh runs at a time across every aichats on the data folder (`FileFeedRefreshLock`);
    /// `log` gets what each came to.
    public mutating func useLiveFeeds(
        database: AppDatabase, environment: [String: String], fetcher: any FeedFetcher,
        refreshMinutes: Int = FeedRefreshActivity.defaultAutoRefreshMinutes, maxItems: Int = SQLiteFeedCache.defaultMaximumPerFeed,
        log: FeedRefreshLog? = nil
    ) {
        let list = FeedListFile.store(environment: environment)
        feedListEditor = URLsFileEditor(
            file: FeedListFile.location(environment: environment), environment: environment, terminal: terminalHandoff)
        let cache = SQLiteFeedCache(database: database, maximumPerFeed: maxItems)
        let folder = URL(fileURLWithPath: database.path).deletingLastPathComponent()
        let refresher = FeedRefresher(
            feedList: list, cache: cache, fetcher: log.map { $0.fetcher(over: fetcher) } ?? fetcher, clock: clock,
            lock: FileFeedRefreshLock(folder: folder))
        useFeeds(list: list, cache: cache, runner: .refreshing(with: refresher, log: log),
                 interval: TimeInterval(refreshMinutes * 60), autoRefresh: SQLiteAutoRefreshStore(database: database),
                 autoRefreshMinutes: refreshMinutes, cannotStore: database.readOnlyBecause)
    }
}
