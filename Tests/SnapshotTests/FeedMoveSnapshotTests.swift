import AppComposition
import AppTestSupport
import DataAccess
import Domain
import Foundation
import Presentation
import TerminalUI
import Testing

/// The Feeds screen with a feed that moved for good (its mark, where it went, `M`), one whose old
/// address failed after it moved, and one that keeps failing, at 100x30 and 80x24.
@MainActor
@Suite("Feeds: a moved feed and a feed that keeps failing")
struct FeedMoveSnapshotTests {
    static let sizes = [Size(width: 100, height: 30), Size(width: 80, height: 24)]
    static let new = "https://news.example.org/v2/tech.xml"

    /// The sample feeds; `change` writes into their cache what fetches would have.
    static func deps(_ change: (FixtureFeedCache) async throws -> Void) async throws -> AppDependencies {
        var deps = AppDependencies.mockWithFeeds()
        let list = FixtureFeedList(FixtureFeeds.subscriptions), cache = FixtureFeeds.cache()
        try await change(cache)
        let refresher = FeedRefresher(feedList: list, cache: cache, fetcher: FixtureFeedFetcher(), clock: deps.clock)
        deps.useFeeds(list: list, cache: cache, runner: .refreshing(with: refresher))
        return deps
    }

    static let movedAt = FixtureCatalog.referenceDate.addingTimeInterval(-86_400)

    @Test func aFeedThatMoved() async throws {
        let deps = try await Self.deps { cache in try await cache.recordMove(feed: FixtureFeeds.tech, to: Self.new, at: Self.movedAt) }
        await assertScreens("feedsMoved", deps: deps, path: [.explore, .feeds], sizes: Self.sizes) { driver in
            #expect(driver.text.contains("→ Moved to https://news.example.org/v2/tech.xml (a permanent redirect): M"))
            #expect(driver.text.contains("• → Example Tech Daily  moved to https://news.example.org/"))
        }
    }

    @Test func aFeedThatMovedAndWhoseOldAddressIsGone() async throws {
        let deps = try await Self.deps { cache in
            try await cache.recordMove(feed: FixtureFeeds.tech, to: Self.new, at: Self.movedAt)
            try await cache.recordFailure(feed: FixtureFeeds.tech, reason: "the server answered 410 Gone", at: FixtureCatalog.referenceDate)
        }
        await assertScreens("feedsMovedThenGone", deps: deps, path: [.explore, .feeds], sizes: Self.sizes) { driver in
            #expect(driver.text.contains("✗ The last fetch failed: the server answered 410 Gone. It had moved to"))
            #expect(driver.text.contains("https://news.example.org/v2/tech.xml: M puts the new address"))
        }
    }

    @Test func aFeedThatKeepsFailing() async throws {
        let deps = try await Self.deps { cache in
            let since = FixtureCatalog.referenceDate.addingTimeInterval(-6480)
            for fetch in 0..<14 {
                try await cache.recordFailure(feed: FixtureFeeds.world, reason: FixtureFeeds.worldFailure,
                                              at: since.addingTimeInterval(Double(fetch) * 300))
            }
        }
        await assertScreens("feedsFailingSince", deps: deps, path: [.explore, .feeds], sizes: Self.sizes) { driver in
            await driver.press(.down, .down)
            #expect(driver.text.contains("✗ Failing since 07:12 (14 fetches): the server answered 503 Service"))
        }
    }
}
