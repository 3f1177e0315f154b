import DataAccess
import Domain
import Foundation
import Presentation

extension AppDependencies {
    /// Reads news from `list`'s feeds through `cache`, refreshed by `runner`: once the list names
    /// a visible feed, its items and tags replace the embedded news in Explore and the categories.
    public mutating func useFeeds(
        list: any FeedListStore, cache: any FeedCache, runner: FeedRefreshRunner,
        interval: TimeInterval = FeedRefreshActivity.defaultInterval
    ) {
        feedList = list
        feedCache = cache
        feedActivity = FeedRefreshActivity(runner: runner, clock: clock, interval: interval)
    }

    /// `.mock` with the sample feeds (`FixtureFeeds`): what `aichats render --data mock-feeds`
    /// and the feed screens' tests show. Its refresh is the real `FeedRefresher` over
    /// `FixtureFeedFetcher`: nothing new, and `FixtureFeeds.world` fails again.
    public static func mockWithFeeds(_ variant: FixtureCatalog.Variant = .standard, profile: Profile? = nil) -> AppDependencies {
        var deps = mock(variant, profile: profile)
        let cache = FixtureFeeds.cache()
        let list = FixtureFeedList(FixtureFeeds.subscriptions)
        let refresher = FeedRefresher(feedList: list, cache: cache, fetcher: FixtureFeedFetcher(), clock: deps.clock)
        deps.useFeeds(list: list, cache: cache, runner: .refreshing(with: refresher, cache: cache))
        return deps
    }

    /// The reading rules over the feeds, for the factories.
    var feedReading: FeedReadingInteractor {
        FeedReadingInteractor(list: feedList, cache: feedCache, profiles: profiles, opener: urlOpener, clock: clock)
    }
}

extension FeedRefreshRunner {
    /// The runner over Domain's `FeedRefresher`: every feed, one feed, or the feeds of a list
    /// one after the other, each feed's result reported as a step.
    public static func refreshing(with refresher: FeedRefresher, cache: any FeedCache) -> FeedRefreshRunner {
        FeedRefreshRunner(
            refresh: { feeds, report in
                guard let feeds else {
                    _ = try? await refresher.refresh(.all, progress: report)
                    return
                }
                for (index, feed) in feeds.enumerated() {
                    guard let address = try? FeedAddress(feed) else { continue }
                    let outcome = (try? await refresher.refresh(.feed(address)))?.first?.outcome
                    let result = FeedRefreshResult(feed: feed, outcome: outcome ?? .failed(reason: "not in the feed list"))
                    await report(FeedRefreshProgress(done: index + 1, total: feeds.count, latest: result))
                }
            },
            lastRefresh: { try? await cache.lastRefresh() })
    }
}

extension AppDependencies {
    /// The user's feeds: the `urls` file (`FeedListFile`), their items in the database
    /// (`SQLiteFeedCache`), refreshed through `fetcher`. While no feed is listed the screens show
    /// the embedded news.
    public mutating func useLiveFeeds(database: AppDatabase, environment: [String: String], fetcher: any FeedFetcher) {
        let list = FeedListFile.store(environment: environment)
        let cache = SQLiteFeedCache(database: database)
        let refresher = FeedRefresher(feedList: list, cache: cache, fetcher: fetcher, clock: clock)
        useFeeds(list: list, cache: cache, runner: .refreshing(with: refresher, cache: cache))
    }
}
