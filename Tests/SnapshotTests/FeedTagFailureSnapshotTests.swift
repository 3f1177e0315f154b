import AppComposition
import AppTestSupport
import DataAccess
import Domain
import Presentation
import TerminalUI
import Testing

/// A tag's item list with no items, whose feeds failed at their last fetch: it says so in place
/// of "No items yet", as one feed's list does.
@MainActor
@Suite("A tag's failed feeds, in its item list, at 80x24")
struct FeedTagFailureSnapshotTests {
    static let size = [Size(width: 80, height: 24)]
    static let gone = "https://gone.example.net/rss"
    static let quiet = "https://quiet.example.net/atom"

    /// The sample feeds, with two more feeds never fetched under the tag "science" when
    /// `moreScience`; `failed` failed at their last fetch.
    static func deps(moreScience: Bool, failed: [(String, String)]) async throws -> AppDependencies {
        var deps = AppDependencies.mockWithFeeds()
        let more = moreScience ? [gone, quiet].compactMap { url in
            (try? FeedAddress(url)).map { FeedSubscription(address: $0, words: ["science"]) }
        } : []
        let list = FixtureFeedList(FixtureFeeds.subscriptions + more), cache = FixtureFeeds.cache()
        for (feed, reason) in failed {
            try await cache.recordFailure(feed: feed, reason: reason, at: FixtureCatalog.referenceDate)
        }
        let refresher = FeedRefresher(feedList: list, cache: cache, fetcher: FixtureFeedFetcher(), clock: deps.clock)
        deps.useFeeds(list: list, cache: cache, runner: .refreshing(with: refresher))
        return deps
    }

    static let notFound = (FixtureFeeds.science, "the server answered 404 Not Found")

    /// The tag's one feed failed: its reason, as the feed's own list gives it.
    @Test func aTagOfOneFailedFeed() async throws {
        let deps = try await Self.deps(moreScience: false, failed: [Self.notFound])
        await assertScreens("tagItemsFailed", deps: deps, path: [.explore, .feedItems(.tag("science"))],
                            sizes: Self.size) { driver in
            #expect(driver.text.contains("✗ The last fetch failed: the server answered 404 Not Found"))
            #expect(driver.text.contains("r fetches it again"))
            #expect(!driver.text.contains("No items yet"))
        }
    }

    /// One of the tag's three feeds failed, the others have no items yet: the failed one is named.
    @Test func aTagOfSeveralFeedsOneFailed() async throws {
        let deps = try await Self.deps(moreScience: true, failed: [Self.notFound])
        await assertScreens("tagItemsOneOfThreeFailed", deps: deps, path: [.explore, .feedItems(.tag("science"))],
                            sizes: Self.size) { driver in
            #expect(driver.text.contains("✗ The last fetch of https://science.example.org/feed.json failed: the server"))
            #expect(!driver.text.contains("No items yet"))
        }
    }

    /// Two of the tag's three feeds failed: how many, and where their reasons are.
    @Test func aTagOfSeveralFailedFeeds() async throws {
        let deps = try await Self.deps(moreScience: true, failed: [Self.notFound, (Self.gone, "the connection was refused")])
        await assertScreens("tagItemsTwoOfThreeFailed", deps: deps, path: [.explore, .feedItems(.tag("science"))],
                            sizes: Self.size) { driver in
            #expect(driver.text.contains("✗ The last fetch of 2 of its 3 feeds failed: the Feeds screen says why"))
            #expect(driver.text.contains("r fetches them again"))
            #expect(!driver.text.contains("No items yet"))
        }
    }
}
