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
    /// and the feed screens' tests show. Its refresh stores nothing new: each feed is "not
    /// modified" but `FixtureFeeds.world`, which fails again.
    public static func mockWithFeeds(_ variant: FixtureCatalog.Variant = .standard, profile: Profile? = nil) -> AppDependencies {
        var deps = mock(variant, profile: profile)
        let cache = FixtureFeeds.cache()
        let list = FixtureFeedList(FixtureFeeds.subscriptions)
        deps.useFeeds(list: list, cache: cache, runner: .fixture(list: list, cache: cache, clock: deps.clock))
        return deps
    }

    /// The reading rules over the feeds, for the factories.
    var feedReading: FeedReadingInteractor {
        FeedReadingInteractor(list: feedList, cache: feedCache, profiles: profiles, opener: urlOpener, clock: clock)
    }
}

extension FeedRefreshRunner {
    /// The sample feeds' refresh: every listed feed in order, "not modified", except
    /// `FixtureFeeds.world`, which fails with `FixtureFeeds.worldFailure`.
    static func fixture(list: any FeedListStore, cache: any FeedCache, clock: NowProvider) -> FeedRefreshRunner {
        FeedRefreshRunner(
            refresh: { feeds, report in
                let urls = feeds ?? ((try? list.list().feeds) ?? []).map(\.address.text)
                for (index, url) in urls.enumerated() {
                    let failure = url == FixtureFeeds.world ? FixtureFeeds.worldFailure : nil
                    if let failure {
                        try? await cache.recordFailure(feed: url, reason: failure, at: clock.now())
                    } else {
                        try? await cache.recordNotModified(feed: url, at: clock.now())
                    }
                    await report(FeedRefreshStep(done: index + 1, total: urls.count, feed: url, failure: failure))
                }
            },
            lastRefresh: { try? await cache.lastRefresh() })
    }
}
