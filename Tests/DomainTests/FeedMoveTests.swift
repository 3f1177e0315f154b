import Domain
import DomainDoubles
import Foundation
import Testing

/// A feed that moved for good: a refresh keeps its new address while the fetches say it (and
/// while the old address fails), forgets it when a fetch is no longer so redirected; a failure
/// goes on the feed's run of failures.
extension FeedRefresherTests {
    var new: String { "https://new.example/feed.xml" }

    func status() -> FeedStatus? { cache.statuses().first { $0.feed == one } }

    @Test func aMoveIsKeptThroughFailuresAndForgottenWhenTheServerChangesItsMind() async throws {
        let refresher = try refresher([one])
        fetcher.answer(one, with: .notModified, movedTo: new)
        #expect(try await refresher.refresh().first?.movedTo == new)
        #expect(status()?.movedTo == new && status()?.movedSince == referenceNow)

        clock.advance(by: 60)
        fetcher.answer(one, with: .failed(reason: "the server answered 410 Gone", retryAfter: nil))
        #expect(try await refresher.refresh().first?.movedTo == new, "the old address failing still names the new one")
        #expect(status()?.movedTo == new && status()?.movedSince == referenceNow)

        // A temporary redirect on the way: not a move, and the last one is over.
        fetcher.answer(one, with: .notModified, redirect: FeedRedirect(address: new, isPermanent: false))
        #expect(try await refresher.refresh().first?.movedTo == nil)
        #expect(status()?.movedTo == nil)
    }

    @Test func aRunOfFailuresCountsUntilAGoodFetch() async throws {
        let refresher = try refresher([one])
        fetcher.answer(one, with: .failed(reason: "the server answered 503 Service Unavailable", retryAfter: nil))
        for _ in 0..<3 {
            try await refresher.refresh()
            clock.advance(by: 600)
        }
        #expect(status()?.failedFetches == 3 && status()?.failingSince == referenceNow)
        fetcher.answer(one, with: .notModified)
        try await refresher.refresh()
        #expect(status()?.failedFetches == 0 && status()?.failingSince == nil)
    }
}

/// `M` on Feeds: the new address goes into the list and the cache follows.
@Suite("Following a feed that moved")
struct FeedMoveTests {
    let old = "https://old.example/feed.xml"
    let new = "https://new.example/feed.xml"
    let cache = FakeFeedCache()

    static func interactor(_ lines: [(String, [String])], cache: FakeFeedCache) throws -> (FeedReadingInteractor, FakeFeedListStore) {
        let store = FakeFeedListStore(FeedList(feeds: try lines.map { FeedSubscription(address: try FeedAddress($0.0), words: $0.1) }))
        let interactor = FeedReadingInteractor(
            list: store, cache: cache, profiles: FakeProfileService(nil), opener: RecordingURLOpener(),
            editor: ScriptedFeedListEditor(), clock: .fixed(referenceNow))
        return (interactor, store)
    }

    @Test func movingKeepsTheWordsAndTakesTheItemsAndTheirMarks() async throws {
        let (interactor, store) = try Self.interactor([(old, ["tech", "~Mine", "!"])], cache: cache)
        var item = FetchedItem()
        item.guid = "a"
        try cache.store(FetchedFeed(title: "T", siteLink: "", items: [item]), feed: old, validators: .init(), at: referenceNow)
        try cache.setRead(cache.allItems.map(\.id), true)
        try cache.recordMove(feed: old, to: new, at: referenceNow)
        let report = try await interactor.moveFeed(old, to: new)
        #expect(report == FeedMoveReport(feed: FeedSubscription(address: try FeedAddress(new), words: ["tech", "~Mine", "!"]),
                                         loginLeftBehind: false))
        #expect(store.list().feeds.map(\.address.text) == [new])
        #expect(cache.allItems.map(\.feed) == [new] && cache.allItems.allSatisfy(\.isRead))
        #expect(cache.statuses().map(\.feed) == [new] && cache.statuses().first?.movedTo == nil)
    }

    @Test func aLoginGoesWithTheFeedOnlyToTheSameHost() async throws {
        let sameHost = try Self.interactor([("https://ada:s3cret@old.example/feed", [])], cache: cache).0
        let kept = try await sameHost.moveFeed("https://ada:s3cret@old.example/feed", to: "https://old.example/v2/feed")
        #expect(kept.feed.address.text == "https://ada:s3cret@old.example/v2/feed" && !kept.loginLeftBehind)
        let otherHost = try Self.interactor([("https://ada:s3cret@old.example/feed", [])], cache: cache).0
        let left = try await otherHost.moveFeed("https://ada:s3cret@old.example/feed", to: new)
        #expect(left.feed.address.text == new && left.loginLeftBehind)
    }

    @Test func aRefusalChangesNeitherTheListNorTheCache() async throws {
        let (interactor, store) = try Self.interactor([(old, []), (new, ["b"])], cache: cache)
        try cache.recordMove(feed: old, to: new, at: referenceNow)
        await #expect(throws: FeedListError.alreadyListed(new)) { try await interactor.moveFeed(old, to: new) }
        store.refuseChanges(.unwritable(path: "/u/urls", reason: "Permission denied"))
        await #expect(throws: FeedListError.unwritable(path: "/u/urls", reason: "Permission denied")) {
            try await interactor.moveFeed(old, to: "https://third.example/")
        }
        #expect(store.list().feeds.map(\.address.text) == [old, new])
        #expect(cache.statuses().first?.movedTo == new)
    }
}
