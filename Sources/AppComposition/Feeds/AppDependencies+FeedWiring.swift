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
    /// one after the other, each feed's result reported as a step.
    public static func refreshing(with refresher: FeedRefresher) -> FeedRefreshRunner {
        FeedRefreshRunner(
            refresh: { feeds, report in
                guard let feeds else {
                    _ = try? await refresher.refresh(.all, progress: report)
                    return
                }
                for (index, feed) in feeds.enumerated() {
                    await report(FeedRefreshProgress(done: index + 1, total: feeds.count, latest: await refreshListed(feed, with: refresher)))
                }
            },
            lastRefresh: { await refresher.lastRefreshOfEveryFeed() })
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
    /// A database opened read-only (a full disk) gets no refresh: it could store nothing.
    public mutating func useLiveFeeds(
        database: AppDatabase, environment: [String: String], fetcher: any FeedFetcher,
        refreshMinutes: Int = FeedRefreshActivity.defaultAutoRefreshMinutes, maxItems: Int = SQLiteFeedCache.defaultMaximumPerFeed
    ) {
        let list = FeedListFile.store(environment: environment)
        feedListEditor = URLsFileEditor(
            file: FeedListFile.location(environment: environment), environment: environment, terminal: terminalHandoff)
        let cache = SQLiteFeedCache(database: database, maximumPerFeed: maxItems)
        let refresher = FeedRefresher(feedList: list, cache: cache, fetcher: fetcher, clock: clock)
        useFeeds(list: list, cache: cache, runner: .refreshing(with: refresher),
                 interval: TimeInterval(refreshMinutes * 60), autoRefresh: SQLiteAutoRefreshStore(database: database),
                 autoRefreshMinutes: refreshMinutes, cannotStore: database.readOnlyBecause)
    }
}
