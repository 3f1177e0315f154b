import Domain
import DomainDoubles
import Foundation
import Testing

/// How a refresh reads the list, sends each feed's validators, writes every outcome into the
/// cache and reports each feed, without losing any result.
@Suite("FeedRefresher")
struct FeedRefresherTests {
    let one = "https://one.example/feed"
    let two = "https://two.example/feed"
    let three = "https://three.example/feed"
    let clock = ManualClock(referenceNow)
    let cache = FakeFeedCache()
    let fetcher = ScriptedFeedFetcher()

    func refresher(_ feeds: [String]) throws -> FeedRefresher {
        let list = FeedList(feeds: try feeds.map { FeedSubscription(address: try FeedAddress($0)) })
        return FeedRefresher(feedList: FakeFeedListStore(list), cache: cache, fetcher: fetcher, clock: clock.provider)
    }

    func fetched(_ titles: String...) -> FetchedFeed {
        FetchedFeed(title: "Feed", siteLink: "https://site.example/", items: titles.map { title in
            var item = FetchedItem()
            item.guid = title
            item.title = title
            return item
        })
    }

    @Test func everyFeedIsFetchedStoredAndReportedInListOrderWithItsProgress() async throws {
        fetcher.answer(one, with: .fetched(fetched("a", "b"), FeedValidators(etag: "\"1\"")))
        fetcher.answer(two, with: .failed(reason: "the server answered 404 Not Found", retryAfter: nil))
        fetcher.answer(three, with: .fetched(fetched("c"), FeedValidators()))
        let seen = EventLog()
        let results = try await refresher([one, two, three]).refresh { progress in
            seen.record("\(progress.done)/\(progress.total) \(progress.latest?.feed ?? "-")")
        }
        #expect(results.map(\.feed) == [one, two, three])
        #expect(results.map(\.outcome) == [
            .updated(newItems: 2), .failed(reason: "the server answered 404 Not Found"), .updated(newItems: 1),
        ])
        #expect(seen.entries.count == 4)
        #expect(seen.entries.first == "0/3 -")
        #expect(seen.entries.dropFirst().map { $0.prefix(4) } == ["1/3 ", "2/3 ", "3/3 "])
        #expect(Set(seen.entries.dropFirst().map { String($0.dropFirst(4)) }) == [one, two, three])
        #expect(cache.count(FeedItemQuery()) == 3)
        let statuses = Dictionary(uniqueKeysWithValues: cache.statuses().map { ($0.feed, $0) })
        #expect(statuses[one]?.validators.etag == "\"1\"")
        #expect(statuses[one]?.lastSuccess == referenceNow)
        #expect(statuses[two]?.lastError == "the server answered 404 Not Found")
        #expect(statuses[two]?.lastErrorAt == referenceNow)
    }

    @Test func theNextRefreshSendsTheCachedValidatorsAndRecordsANotModified() async throws {
        let refresher = try refresher([one])
        fetcher.answer(one, with: .fetched(fetched("a"), FeedValidators(etag: "\"v1\"", lastModified: "Mon, 01 Jan 2024 00:00:00 GMT")))
        try await refresher.refresh()
        fetcher.answer(one, with: .notModified)
        clock.advance(by: hour)
        let results = try await refresher.refresh()
        #expect(results == [FeedRefreshResult(feed: one, outcome: .notModified)])
        #expect(fetcher.requests.map(\.validators) == [
            FeedValidators(), FeedValidators(etag: "\"v1\"", lastModified: "Mon, 01 Jan 2024 00:00:00 GMT"),
        ])
        #expect(cache.statuses().first?.lastSuccess == referenceNow.addingTimeInterval(hour))
        #expect(cache.count(FeedItemQuery()) == 1)
    }

    @Test func aFetchTheCacheRefusesIsReportedAsAFailureWithTheCachesReason() async throws {
        fetcher.answer(one, with: .fetched(fetched("a"), FeedValidators()))
        fetcher.answer(two, with: .failed(reason: "timed out", retryAfter: nil))
        cache.failWrites(.storage(.diskFull))
        let results = try await refresher([one, two]).refresh()
        #expect(results.map(\.failureReason) == ["fetched but not saved: the disk is full", "timed out"])
        #expect(results.map(\.newItems) == [0, 0])
        #expect(cache.allItems.isEmpty)
    }

    @Test func oneFeedIsRefreshedByAnySpellingAndAFeedNotListedIsRefusedBeforeAnyFetch() async throws {
        fetcher.answer(two, with: .fetched(fetched("x", "y", "x"), FeedValidators()))
        let refresher = try refresher([one, two])
        let results = try await refresher.refresh(.feed(try FeedAddress("HTTPS://TWO.example:443/feed")))
        #expect(results == [FeedRefreshResult(feed: two, outcome: .updated(newItems: 2))])
        #expect(fetcher.requests.map(\.feed) == [two])
        await #expect(throws: FeedListError.notListed(three)) {
            try await refresher.refresh(.feed(try FeedAddress(three)))
        }
        #expect(fetcher.requests.count == 1)
    }

    @Test func theProgressStreamEndsAfterTheLastFeed() async throws {
        fetcher.answer(one, with: .notModified)
        fetcher.answer(two, with: .fetched(fetched("a"), FeedValidators()))
        var updates: [FeedRefreshProgress] = []
        for try await progress in try refresher([one, two]).progress() { updates.append(progress) }
        #expect(updates.map(\.done) == [0, 1, 2])
        #expect(updates.allSatisfy { $0.total == 2 })
        #expect(Set(updates.compactMap(\.latest)) == [
            FeedRefreshResult(feed: one, outcome: .notModified), FeedRefreshResult(feed: two, outcome: .updated(newItems: 1)),
        ])
    }

    @Test func anEmptyListRefreshesNothing() async throws {
        let results = try await refresher([]).refresh()
        #expect(results.isEmpty)
        #expect(fetcher.requests.isEmpty)
    }
}
