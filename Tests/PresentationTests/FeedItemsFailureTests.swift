import Domain
import DomainDoubles
import Foundation
import Presentation
import Testing

/// What an item list knows of its feeds' failed fetches, which it says in place of "No items
/// yet": one feed's reason as the feed's own list says it, else how many of its feeds failed.
@MainActor
@Suite("FeedItemsPresenter: the list's failed feeds")
struct FeedItemsFailureTests {
    static let third = "https://third.example.org/feed"

    /// Three feeds under the tag "news"; `failed` failed at their last fetch, each for its own reason.
    static func harness(failed: [String]) async throws -> FeedHarness {
        let harness = try FeedHarness(feeds: [
            (FeedHarness.tech, ["news", "~Tech 技術"]), (FeedHarness.club, ["news", "club"]), (third, ["news"]),
        ])
        for feed in failed {
            try await harness.cache.recordFailure(feed: feed, reason: "\(feed) answered 404", at: FeedHarness.now)
        }
        return harness
    }

    /// The failure of `scope`'s list once it appeared.
    static func failure(_ scope: FeedItemScope, in harness: FeedHarness) async -> FeedFetchFailure? {
        let presenter = harness.items(scope)
        await presenter.onAppear()
        return presenter.fetchFailure
    }

    @Test func aTagOfOneFailedFeedGivesItsReasonAsTheFeedsOwnList() async throws {
        let harness = try await Self.harness(failed: [FeedHarness.club])
        let reason = "\(FeedHarness.club) answered 404"
        #expect(await Self.failure(.tag("club"), in: harness) == .one(reason: reason, feed: nil))
        #expect(await Self.failure(.feed(FeedHarness.club), in: harness) == .one(reason: reason, feed: nil))
    }

    @Test func aTagOfSeveralFeedsNamesItsOneFailedFeedOrCountsThem() async throws {
        let one = try await Self.harness(failed: [FeedHarness.tech])
        #expect(await Self.failure(.tag("news"), in: one) == .one(reason: "\(FeedHarness.tech) answered 404", feed: "Tech 技術"))
        let two = try await Self.harness(failed: [FeedHarness.tech, Self.third])
        #expect(await Self.failure(.tag("news"), in: two) == .several(count: 2, of: 3))
        #expect(await Self.failure(.all, in: two) == .several(count: 2, of: 3))
    }

    @Test func noFailureWhenNoFeedOfTheListFailedAndNoneForTheBookmarks() async throws {
        let harness = try await Self.harness(failed: [FeedHarness.club])
        #expect(await Self.failure(.feed(FeedHarness.tech), in: harness) == nil)
        #expect(await Self.failure(.bookmarks, in: harness) == nil)
    }
}
