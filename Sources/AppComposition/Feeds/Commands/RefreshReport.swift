import DataAccess
import Domain
import Foundation
import Presentation

/// `aichats refresh`: refreshes every listed feed and writes one line per feed as it ends (its
/// new items, or why it failed), then a summary. With `progressBar` (stdout is a terminal) a
/// bar under the lines shows how many feeds are done; it is erased before each line and at the end.
/// `keptPerFeed` is the most items the cache keeps of a feed, which a line names when the oldest
/// ones were removed. What the refresh came to also goes to `log`, as the app's refreshes do.
public struct RefreshReport: Sendable {
    let refresher: FeedRefresher
    let progressBar: Bool
    let keptPerFeed: Int
    let log: FeedRefreshLog?

    public init(
        refresher: FeedRefresher, progressBar: Bool, keptPerFeed: Int = SQLiteFeedCache.defaultMaximumPerFeed,
        log: FeedRefreshLog? = nil
    ) {
        self.refresher = refresher
        self.progressBar = progressBar
        self.keptPerFeed = keptPerFeed
        self.log = log
    }

    /// "another aichats is refreshing the feeds; waiting for it to end", on stderr.
    public static let waitingText = "another aichats is refreshing the feeds; waiting for it to end"

    /// The lines of the feeds that failed, none when every feed was refreshed. Throws when the
    /// feed list cannot be read. While another aichats on the data folder refreshes, calls
    /// `waiting` (once) and waits for it to end before refreshing: two refreshes never run at once.
    /// `moved` hears a line for each feed that moved for good (`movedLine`), once the refresh ends.
    public func run(
        waiting: @Sendable () -> Void = {}, moved: @escaping @Sendable (String) -> Void = { _ in },
        write: @escaping @Sendable (String) -> Void
    ) async throws(FeedListError) -> [String] {
        var saidWaiting = false
        while true {
            if let outcome = await refresher.whileNoOtherRefresh({ await runHoldingTheLock(moved: moved, write: write) }) {
                return try outcome.get()
            }
            if !saidWaiting { waiting() }
            saidWaiting = true
            await refresher.waitForOtherRefresh()
        }
    }

    private func runHoldingTheLock(
        moved: @escaping @Sendable (String) -> Void, write: @escaping @Sendable (String) -> Void
    ) async -> Result<[String], FeedListError> {
        do throws(FeedListError) {
            let results = try await refreshEveryFeed(write: write)
            for result in results { if let line = Self.movedLine(result) { moved(line) } }
            return .success(results.filter { $0.failureReason != nil }.map { Self.line($0, keptPerFeed: keptPerFeed) })
        } catch {
            return .failure(error)
        }
    }

    private func refreshEveryFeed(write: @escaping @Sendable (String) -> Void) async throws(FeedListError) -> [FeedRefreshResult] {
        let (bar, kept) = (progressBar, keptPerFeed)
        let results = try await refresher.refresh(.all) { progress in
            var text = bar ? Self.eraseBar : ""
            if let latest = progress.latest { text += Self.line(latest, keptPerFeed: kept) + "\n" }
            if bar, progress.done < progress.total { text += Self.bar(done: progress.done, total: progress.total) }
            if !text.isEmpty { write(text) }
        }
        write(Self.summary(results) + "\n")
        log?.record(results)
        return results
    }

    /// "moved: https://old.example/feed → https://new.example/feed (press M on the Feeds screen,
    /// or edit your urls file)": the list still names the old address of a feed that moved for
    /// good; nil for one that did not.
    static func movedLine(_ result: FeedRefreshResult) -> String? {
        guard let movedTo = result.movedTo else { return nil }
        let old = NewsLine.oneLine(UntrustedText.clean(FeedAddress.masked(result.feed)))
        let new = NewsLine.oneLine(UntrustedText.clean(LinkDisplay.shown(movedTo)))
        return "moved: \(old) → \(new) (press M on the Feeds screen, or edit your urls file)"
    }

    static let eraseBar = "\r\u{1B}[K"

    static func line(_ result: FeedRefreshResult, keptPerFeed: Int) -> String {
        let feed = NewsLine.oneLine(UntrustedText.clean(FeedAddress.masked(result.feed)))
        switch result.outcome {
        case .updated(let new):
            return "\(feed): \(count(new, "new item"))" + removed(result.removedItems, keptPerFeed: keptPerFeed)
                + leftOut(result.leftOutItems)
        case .notModified: return "\(feed): not modified"
        case .failed(let reason): return "\(feed): failed: \(NewsLine.oneLine(UntrustedText.clean(reason)))"
        }
    }

    /// ", 50 items left out (more than 10,000)" when the document had more items than a feed keeps.
    static func leftOut(_ count: Int) -> String {
        guard count > 0 else { return "" }
        return ", \(Self.count(count, "item")) left out (more than \(grouped(FetchedFeed.maximumItems)))"
    }

    /// ", 300 old ones removed (a feed keeps its newest 1,000)": the cache deleted them, read marks and all.
    static func removed(_ count: Int, keptPerFeed: Int) -> String {
        guard count > 0 else { return "" }
        return ", \(count == 1 ? "1 old one" : "\(count) old ones") removed (a feed keeps its newest \(grouped(keptPerFeed)))"
    }

    /// "10,000"
    static func grouped(_ number: Int) -> String {
        let digits = String(number)
        return digits.enumerated().map { index, digit in
            index > 0 && (digits.count - index) % 3 == 0 ? ",\(digit)" : "\(digit)"
        }.joined()
    }

    static func summary(_ results: [FeedRefreshResult]) -> String {
        guard !results.isEmpty else { return "No feeds to refresh: add one with 'aichats feeds add <url>'" }
        let failed = results.count { $0.failureReason != nil }
        let new = results.reduce(0) { $0 + $1.newItems }, removed = results.reduce(0) { $0 + $1.removedItems }
        let old = removed > 0 ? ", \(count(removed, "old item")) removed" : ""
        return "Refreshed \(count(results.count, "feed")): \(count(new, "new item"))\(old), \(failed) failed"
    }

    /// "[##########          ] 5/10"
    static func bar(done: Int, total: Int, width: Int = 30) -> String {
        let filled = total == 0 ? width : width * done / total
        return "[" + String(repeating: "#", count: filled) + String(repeating: " ", count: width - filled) + "] \(done)/\(total)"
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        number == 1 ? "1 \(noun)" : "\(number) \(noun)s"
    }
}
