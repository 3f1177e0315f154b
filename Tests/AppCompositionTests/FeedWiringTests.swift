import AppComposition
import DataAccess
import Domain
import DomainDoubles
import Foundation
import Presentation
import TestSupport
import Testing

/// What the feed wiring connects: the user's `urls` file, the cache in the database and the
/// refresher over a fetcher; and `.mock` staying without feeds.
@MainActor
@Suite("Feed wiring")
struct FeedWiringTests {
    @Test func mockHasNoFeedsSoTheEmbeddedNewsShow() async throws {
        let deps = AppDependencies.mock
        #expect(try deps.feedList.list().feeds.isEmpty)
        #expect(deps.feedActivity.statusText() == nil)
    }

    @Test func liveFeedsReadTheUrlsFileAndRefreshIntoTheDatabase() async throws {
        let data = try TemporaryFolder(made: false), config = try TemporaryFolder()
        try FileManager.default.createDirectory(at: config.file("aichats"), withIntermediateDirectories: true)
        try config.write("https://a.example.org/feed news \"~Ａ 新聞\"\n", to: "aichats/urls")
        var deps = try AppDependencies.live(dataFolder: data.url, environment: [:])
        var item = FetchedItem()
        item.guid = "1"
        item.title = "From the wire"
        let fetcher = ScriptedFeedFetcher(["https://a.example.org/feed": .fetched(
            FetchedFeed(title: "A", siteLink: "", items: [item]), FeedValidators(etag: "v1"))])
        let database = try AppDatabase(folder: data.url)
        deps.useLiveFeeds(database: database, environment: ["XDG_CONFIG_HOME": config.url.path], fetcher: fetcher)
        #expect(try deps.feedList.list().feeds.map(\.title) == ["Ａ 新聞"])

        deps.feedActivity.start()
        await deps.feedActivity.task?.value
        #expect(deps.feedActivity.statusText()?.hasPrefix("updated ") == true)
        let items = try await deps.feedCache.items(FeedItemQuery())
        #expect(items.map(\.title) == ["From the wire"])
        #expect(try await SQLiteFeedCache(database: database).count(FeedItemQuery()) == 1, "stored in the database")
    }

    /// A list's refresh (`r`) of a feed that another shell removed from the list meanwhile
    /// fetches nothing and counts no failure: Feeds, where failures are told, no longer lists it.
    @Test func aListsRefreshSkipsAFeedNoLongerListedWithoutAFailure() async throws {
        let kept = "https://kept.example.org/feed", gone = "https://gone.example.org/feed"
        let list = FakeFeedListStore(FeedList(feeds: [FeedSubscription(address: try FeedAddress(kept))]))
        let fetcher = ScriptedFeedFetcher([kept: .notModified, gone: .notModified])
        let refresher = FeedRefresher(feedList: list, cache: FakeFeedCache(), fetcher: fetcher)
        let runner = FeedRefreshRunner.refreshing(with: refresher)
        let steps = StepLog()
        let outcome = await runner.refresh([gone, kept]) { await steps.add($0) }
        #expect(outcome == .refreshed)
        #expect(await steps.all.map(\.done) == [1, 2])
        #expect(await steps.all.map(\.latest) == [nil, FeedRefreshResult(feed: kept, outcome: .notModified)])
    }

    @Test func refreshMinutesComeFromTheEnvironmentAndAWrongValueStopsTheStart() async throws {
        let data = try TemporaryFolder(made: false)
        let deps = try AppDependencies.live(dataFolder: data.url, environment: ["AICHATS_REFRESH_MINUTES": " 15 "])
        #expect(deps.feedActivity.autoRefreshMinutes == 15)
        let plain = try AppDependencies.live(dataFolder: data.url, environment: [:])
        #expect(plain.feedActivity.autoRefreshMinutes == 60, "an hour by default, as newsboat's reload-time")

        for wrong in ["0", "-5", "1.5", "hourly", "10081", "\u{1B}[2J"] {
            #expect {
                try AppDependencies.checkBackendSettings(environment: ["AICHATS_REFRESH_MINUTES": wrong])
            } throws: { error in
                let failure = error as? StartupFailure
                return failure?.exitCode == 2 && failure?.message
                    == "AICHATS_REFRESH_MINUTES must be a whole number of minutes from 1 to 10080, such as 60"
            }
        }
        try AppDependencies.checkBackendSettings(environment: ["AICHATS_REFRESH_MINUTES": ""])
    }

    @Test func theAutoRefreshChoiceIsKeptInTheDataFolder() async throws {
        let data = try TemporaryFolder(made: false)
        let first = try AppDependencies.live(dataFolder: data.url, environment: [:])
        try await first.feedActivity.setAutoRefresh(true)
        let next = try AppDependencies.live(dataFolder: data.url, environment: [:])
        await next.feedActivity.restoreAutoRefresh()
        #expect(next.feedActivity.isAutoRefreshOn)
        #expect(next.feedActivity.autoRefreshTask != nil, "its timer runs")
        try await next.feedActivity.setAutoRefresh(false)
        try await first.feedActivity.setAutoRefresh(false)
    }
}

/// The steps a refresh reported, in order.
private actor StepLog {
    var all: [FeedRefreshProgress] = []
    func add(_ step: FeedRefreshProgress) { all.append(step) }
}
