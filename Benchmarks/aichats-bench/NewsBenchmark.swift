import DataAccess
import Domain
import Foundation
import TestSupport

/// `aichats news` on a cache of 100,000 items (100 feeds of 1,000, with summaries and contents
/// of the usual sizes): how long storing them takes, and how long the release binary takes to
/// print them all (JSON Lines and text, into /dev/null) and the first screenful.
enum NewsBenchmark {
    static func run(feeds: Int = 100, perFeed: Int = 1000) async {
        do {
            let data = try TemporaryFolder(), config = try TemporaryFolder()
            let stored = try await fill(data.url, config: config.url, feeds: feeds, perFeed: perFeed)
            print(String(format: "store %d items in %d fetches: %.0f ms (%.1f µs an item)", feeds * perFeed, feeds, stored,
                         stored * 1000 / Double(feeds * perFeed)))
            let environment = "XDG_CONFIG_HOME=\(shellQuoted(config.url.path)) AICHATS_DATA_DIR=\(shellQuoted(data.url.path))"
            for (label, arguments) in [
                ("news --json, every item", "news --json"), ("news, every item", "news"),
                ("news --unread --limit 50", "news --unread --limit 50"),
            ] {
                let times = (0..<3).map { _ in
                    time("env \(environment) \(shellQuoted(PeakMemoryBenchmark.binary)) \(arguments) >/dev/null")
                }
                print(String(format: "aichats %@ of %d: %.0f ms (goal for every item ≤ 2000 ms)", label, feeds * perFeed, median(times)))
            }
        } catch {
            print("news benchmark skipped: \(error)")
        }
    }

    static func fill(dataFolder: String, configFolder: String) async {
        do {
            let config = URL(fileURLWithPath: configFolder)
            let stored = try await fill(URL(fileURLWithPath: dataFolder), config: config, feeds: 100, perFeed: 1000)
            print(String(format: "stored 100000 items in %.0f ms", stored))
        } catch {
            print("could not make the cache: \(error)")
        }
    }

    /// Stores the feeds into a new database in `folder` and lists them in `config`'s urls file;
    /// returns the milliseconds the stores took.
    static func fill(_ folder: URL, config: URL, feeds: Int, perFeed: Int) async throws -> Double {
        let cache = SQLiteFeedCache(database: try AppDatabase(folder: folder))
        let urls = (0..<feeds).map { "https://feed\($0).example.com/rss" }
        let listFolder = config.appendingPathComponent("aichats")
        try FileManager.default.createDirectory(at: listFolder, withIntermediateDirectories: true)
        try Data((urls.joined(separator: "\n") + "\n").utf8).write(to: listFolder.appendingPathComponent("urls"))
        let paragraph = String(repeating: "Lorem ipsum dolor sit amet, consectetur adipiscing elit – ünïcødé. ", count: 5)
        let start = ContinuousClock.now
        for (index, url) in urls.enumerated() {
            let items = (0..<perFeed).map { number in
                var item = FetchedItem()
                item.guid = "\(url)#\(number)"
                item.link = "https://feed\(index).example.com/posts/\(number)"
                item.title = "Post \(number) of feed \(index): a headline of a usual length"
                item.author = "Author \(number % 7)"
                item.published = Date(timeIntervalSince1970: 1_700_000_000 + Double(number * feeds + index) * 60)
                item.summaryText = paragraph
                item.contentText = Array(repeating: paragraph, count: 8).joined(separator: "\n\n")
                item.links = ["https://feed\(index).example.com/a", "https://feed\(index).example.com/b"]
                return item
            }
            try await cache.store(FetchedFeed(title: "Feed \(index)", siteLink: url, items: items), feed: url,
                                  validators: FeedValidators(), at: Date())
        }
        return milliseconds(ContinuousClock.now - start)
    }

    private static func time(_ line: String) -> Double {
        let start = ContinuousClock.now
        _ = runShell(line)
        return milliseconds(ContinuousClock.now - start)
    }
}
