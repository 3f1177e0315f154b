import Foundation
import TestSupport
import Testing

extension NewsEndToEndTests {
    /// A cron job without XDG_CONFIG_HOME reads no feed list: `news` printed nothing and exited 0
    /// (after reading every cached item, 6.7 s over 147,000), which reads as "no news"; it says
    /// where it looked, and exits 1, as `refresh` does.
    @Test func newsAndRefreshWithoutAFeedListSayWhereTheyLookedAndExit1() async throws {
        try await storeItems()
        try FileManager.default.removeItem(at: config.file("aichats/urls"))
        let list = config.path("aichats/urls")
        let news = try run("news", "--limit", "10")
        #expect(news.status == 1 && news.output.isEmpty)
        #expect(news.errors == "aichats: no feed list at \(list), so no item is listed (the cache holds the items of 1 feed). "
            + "Set XDG_CONFIG_HOME to the folder that holds aichats/urls (a cron job does not get your shell's variables), "
            + "or add a feed with 'aichats feeds add <url>'.\n")
        let named = try run("news", "--feed", Self.feed)
        #expect(named.status == 0 && named.output.split(separator: "\n").count == 2, "a cached feed is still reached by name")

        // `refresh` said "No feeds to refresh" on stdout, which cron throws away, and exited 0.
        let refresh = try run("refresh")
        #expect(refresh.status == 1 && refresh.output.isEmpty)
        #expect(refresh.errors == "aichats: no feed list at \(list), so nothing was refreshed. Set XDG_CONFIG_HOME to the folder "
            + "that holds aichats/urls (a cron job does not get your shell's variables), or add a feed with 'aichats feeds add <url>'.\n")
    }

    /// A list that names no feed, or hides every one, says so; a hidden feed is still named with --feed.
    @Test func newsAndRefreshWithAnEmptyOrHiddenListSaySo() async throws {
        try await storeItems()
        let list = config.path("aichats/urls")
        try config.write("# my feeds\n", to: "aichats/urls")
        let news = try run("news")
        #expect(news.status == 1 && news.errors == "aichats: the feed list \(list) names no feed, so no item is listed "
            + "(the cache holds the items of 1 feed). Add one with 'aichats feeds add <url>'.\n")
        let refresh = try run("refresh")
        #expect(refresh.status == 1 && refresh.errors == "aichats: the feed list \(list) names no feed, so nothing was refreshed. "
            + "Add one with 'aichats feeds add <url>'.\n")

        try config.write("\(Self.feed) \"!\"\n", to: "aichats/urls")
        let hidden = try run("news")
        #expect(hidden.status == 1 && hidden.errors == "aichats: every feed of the feed list \(list) is hidden with \"!\", "
            + "so no item is listed (the cache holds the items of 1 feed). Name one with --feed, or remove its \"!\".\n")
        let named = try run("news", "--feed", Self.feed)
        #expect(named.status == 0 && named.output.split(separator: "\n").count == 2)
    }
}
