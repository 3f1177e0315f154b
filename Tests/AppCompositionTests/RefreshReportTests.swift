@testable import AppComposition
import DataAccess
import Domain
import DomainDoubles
import Foundation
import Testing

/// `aichats refresh`' lines, progress bar and verdict, over the fetcher double.
@Suite("aichats refresh: the report")
struct RefreshReportTests {
    static let one = "https://one.example/feed", two = "https://two.example/feed", three = "https://three.example/feed"
    let fetcher = ScriptedFeedFetcher()
    let cache = FakeFeedCache()

    func report(progressBar: Bool) throws -> RefreshReport {
        let list = FakeFeedListStore(FeedList(feeds: try [Self.one, Self.two, Self.three].map {
            FeedSubscription(address: try FeedAddress($0))
        }))
        let refresher = FeedRefresher(feedList: list, cache: cache, fetcher: fetcher, clock: .fixed(Date(timeIntervalSince1970: 0)))
        return RefreshReport(refresher: refresher, progressBar: progressBar)
    }

    func fetched(_ count: Int) -> FeedFetchOutcome {
        .fetched(FetchedFeed(title: "T", siteLink: "", items: (0..<count).map { index in
            var item = FetchedItem()
            item.guid = "\(index)"
            return item
        }), FeedValidators())
    }

    /// On a full disk a refresh stops before it fetches, saying what `R` on the feed screens says.
    @Test func aFullDiskSaysNothingCanBeSaved() {
        #expect(FeedCommandServices.refusal(.diskFull(path: "/d/aichats.sqlite"), folderSetting: "AICHATS_DATA_DIR")
            == "not refreshed: the disk is full, nothing can be saved in /d/aichats.sqlite. Free some space, or point "
            + "AICHATS_DATA_DIR elsewhere.")
        let damaged = DatabaseOpenError.corrupt(path: "/d/aichats.sqlite", reason: "malformed")
        #expect(FeedCommandServices.refusal(damaged, folderSetting: "--data-dir") == damaged.message)
    }

    /// A feed added with its login (`https://user:secret@host/…`) shows its password as `***`.
    @Test func aFeedsPasswordIsMaskedOnItsLine() async throws {
        let secret = "https://ada:s3cret@one.example/feed"
        let list = FakeFeedListStore(FeedList(feeds: [FeedSubscription(address: try FeedAddress(secret))]))
        fetcher.answer(secret, with: .failed(reason: "the server answered 401 Unauthorized", retryAfter: nil))
        let refresher = FeedRefresher(feedList: list, cache: cache, fetcher: fetcher, clock: .fixed(Date(timeIntervalSince1970: 0)))
        let output = EventLog()
        let failures = try await RefreshReport(refresher: refresher, progressBar: false).run { output.record($0) }
        #expect(failures == ["https://ada:***@one.example/feed: failed: the server answered 401 Unauthorized"])
        #expect(!output.entries.joined().contains("s3cret"))
    }

    /// A feed that moved for good, and one whose old address then failed, are named apart from
    /// stdout's lines: cron mails stderr.
    @Test func movedFeedsAreNamedWithTheKeyThatFollowsThem() async throws {
        fetcher.answer(Self.one, with: fetched(1), movedTo: "https://new.example/feed")
        fetcher.answer(Self.two, with: .notModified, redirect: FeedRedirect(address: "https://tmp.example/", isPermanent: false))
        fetcher.answer(Self.three, with: .notModified)
        let moved = EventLog()
        let report = try report(progressBar: false)
        _ = try await report.run(moved: { moved.record($0) }) { _ in }
        #expect(moved.entries == [
            "moved: https://one.example/feed → https://new.example/feed (press M on the Feeds screen, or edit your urls file)",
        ])
        fetcher.answer(Self.one, with: .failed(reason: "the server answered 410 Gone", retryAfter: nil))
        let again = EventLog()
        let failures = try await report.run(moved: { again.record($0) }) { _ in }
        #expect(failures == ["https://one.example/feed: failed: the server answered 410 Gone"])
        #expect(again.entries == moved.entries, "the new address is still said once the old one fails")
    }

    @Test func oneLinePerFeedThenASummaryAndTheFailedFeedsLines() async throws {
        fetcher.answer(Self.one, with: fetched(3))
        fetcher.answer(Self.two, with: .notModified)
        fetcher.answer(Self.three, with: .failed(reason: "the server answered 404\u{1B}[2J", retryAfter: nil))
        let output = EventLog()
        let failures = try await report(progressBar: false).run { output.record($0) }
        #expect(failures == ["https://three.example/feed: failed: the server answered 404"])
        let text = output.entries.joined()
        #expect(Set(text.split(separator: "\n").dropLast()) == [
            "https://one.example/feed: 3 new items", "https://two.example/feed: not modified",
            "https://three.example/feed: failed: the server answered 404",
        ])
        #expect(text.hasSuffix("Refreshed 3 feeds: 3 new items, 1 failed\n"))
        #expect(!text.contains("\r") && !text.contains("\u{1B}"), "no bar when stdout is not a terminal")
        #expect(cache.count(FeedItemQuery()) == 3)
    }

    @Test func noFailuresWhenEveryFeedWasRefreshedAndABarWhenAsked() async throws {
        for feed in [Self.one, Self.two, Self.three] { fetcher.answer(feed, with: fetched(1)) }
        let output = EventLog()
        #expect(try await report(progressBar: true).run { output.record($0) }.isEmpty)
        let text = output.entries.joined()
        #expect(output.entries.first == "\r\u{1B}[K[                              ] 0/3")
        #expect(text.contains("\r\u{1B}[K[####################          ] 2/3") || text.contains("[##########                    ] 1/3"))
        #expect(text.hasSuffix(": 1 new item\nRefreshed 3 feeds: 3 new items, 0 failed\n"), "the bar is erased at the end")
    }

    @Test func aFeedsLineSaysHowManyItemsItLeftOut() async throws {
        guard case .fetched(var feed, let validators) = fetched(2) else { return }
        feed.leftOutItems = 50
        fetcher.answer(Self.one, with: .fetched(feed, validators))
        for other in [Self.two, Self.three] { fetcher.answer(other, with: .notModified) }
        let output = EventLog()
        _ = try await report(progressBar: false).run { output.record($0) }
        #expect(output.entries.joined().contains("https://one.example/feed: 2 new items, 50 items left out (more than 10,000)\n"))
    }

    /// The cache keeps a feed's newest items: the line says how many old ones a store deleted.
    @Test func aFeedsLineAndTheSummarySayHowManyOldItemsWereRemoved() async throws {
        let small = FakeFeedCache(maximumPerFeed: 1000)
        let list = FakeFeedListStore(FeedList(feeds: [FeedSubscription(address: try FeedAddress(Self.one))]))
        let refresher = FeedRefresher(feedList: list, cache: small, fetcher: fetcher, clock: .fixed(Date(timeIntervalSince1970: 0)))
        fetcher.answer(Self.one, with: fetched(1000))
        _ = try await RefreshReport(refresher: refresher, progressBar: false).run { _ in }
        guard case .fetched(var feed, let validators) = fetched(1000) else { return }
        feed.items = (1000..<1300).map { index in
            var item = FetchedItem()
            item.guid = "\(index)"
            return item
        } + feed.items.suffix(700) // no longer "0" to "299", the double's oldest: undated, they tie, the first stored oldest
        fetcher.answer(Self.one, with: .fetched(feed, validators))
        let output = EventLog()
        _ = try await RefreshReport(refresher: refresher, progressBar: false).run { output.record($0) }
        #expect(output.entries.joined() == "https://one.example/feed: 300 new items, 300 old ones removed (a feed keeps its newest 1,000)\n"
            + "Refreshed 1 feed: 300 new items, 300 old items removed, 0 failed\n")
        #expect(small.count(FeedItemQuery(feeds: [Self.one])) == 1000)
    }

    @Test func anEmptyListSaysHowToAddAFeed() async throws {
        let refresher = FeedRefresher(feedList: FakeFeedListStore(), cache: cache, fetcher: fetcher)
        let output = EventLog()
        #expect(try await RefreshReport(refresher: refresher, progressBar: false).run { output.record($0) }.isEmpty)
        #expect(output.entries.joined() == "No feeds to refresh: add one with 'aichats feeds add <url>'\n")
    }
}
