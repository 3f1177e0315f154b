@testable import AppComposition
import DataAccess
import Domain
import DomainDoubles
import Foundation
import Presentation
import TestSupport
import Testing

/// A refresh leaves the same lines in the log from `aichats refresh` (cron) as from the app: a
/// line per feed that failed, then the counts, and the items a feed left out.
@Suite("The refresh in the log")
struct RefreshLoggingTests {
    static let good = "https://good.example/feed", bad = "https://ada:s3cret@bad.example/feed"

    /// The lines after the time stamp, and the log of a refresh of the two feeds.
    static func loggedLines(_ refresh: (FeedRefresher, FeedRefreshLog) async throws -> Void) async throws -> [String] {
        let folder = try TemporaryFolder()
        let log = FeedRefreshLog(logger: FileLogHandler.logger(writingTo: LogFile(url: folder.file("aichats.log"))))
        let list = FakeFeedListStore(FeedList(feeds: try [good, bad].map { FeedSubscription(address: try FeedAddress($0)) }))
        var feed = FetchedFeed(title: "G", siteLink: "", items: (0..<2).map { index in
            var item = FetchedItem()
            item.guid = "\(index)"
            return item
        })
        feed.leftOutItems = 7
        let fetcher = ScriptedFeedFetcher([
            good: .fetched(feed, FeedValidators()), bad: .failed(reason: "the server answered 429 Too Many Requests", retryAfter: nil),
        ])
        let refresher = FeedRefresher(feedList: list, cache: FakeFeedCache(), fetcher: log.fetcher(over: fetcher))
        try await refresh(refresher, log)
        return try folder.text("aichats.log").split(separator: "\n").map { String($0.drop { $0 != " " }.dropFirst()) }
    }

    @Test func aichatsRefreshLogsItsFailuresAndCounts() async throws {
        let lines = try await Self.loggedLines { refresher, log in
            _ = try await RefreshReport(refresher: refresher, progressBar: false, log: log).run { _ in }
        }
        let me = "aichats[\(getpid())]:"
        #expect(lines.sorted() == [
            "info \(me) feeds refreshed failed=1 feeds=2 new=2 removed=0",
            "notice \(me) feed left items out feed=https://good.example/feed kept=2 left out=7",
            "warning \(me) feed failed feed=https://ada:***@bad.example/feed reason=the server answered 429 Too Many Requests",
        ])
    }

    @Test func theAppsRefreshLogsTheSameLines() async throws {
        let command = try await Self.loggedLines { refresher, log in
            _ = try await RefreshReport(refresher: refresher, progressBar: false, log: log).run { _ in }
        }
        let app = try await Self.loggedLines { refresher, log in
            _ = await FeedRefreshRunner.refreshing(with: refresher, log: log).refresh(nil) { _ in }
        }
        #expect(app.sorted() == command.sorted())
    }
}
