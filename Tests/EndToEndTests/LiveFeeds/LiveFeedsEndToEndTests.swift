import Foundation
import TestHTTPServer
import Testing

/// The real app on a `urls` file that names an RSS feed of a local server: the items show, a
/// refresh brings a new one without moving the selection, and the cache outlives the server.
@Suite("Live feeds from a local server in a real terminal", .serialized)
struct LiveFeedsEndToEndTests {
    @Test func itemsShowARefreshKeepsTheSelectionAndTheCacheOutlivesTheServer() async throws {
        let setup = try await LiveFeedsSetup(paths: ["/news.xml"])
        var feed = RSSDocument(title: "Loopback News", items: [
            .init(guid: "second", title: "Second story", minutesAgo: 10),
            .init(guid: "first", title: "First story", minutesAgo: 20),
        ])
        try setup.server.set("/news.xml", .feed(feed.text))
        do {
            let app = try setup.startApp()
            try await app.startAsGuest()
            // Nothing is cached yet, so the refresh at start fetches the feed.
            #expect(try await app.waitForStatus("updated", seconds: 30))
            #expect(try await app.waitFor("Latest news (2)"))
            #expect(try app.screen().contains("Second story") && app.screen().contains("First story"))

            try app.send("f")
            #expect(try await app.waitFor("Feeds · 1 feed · 2 unread of 2"))
            #expect(try app.selectedRow()?.contains("Loopback News  \(setup.feed("/news.xml"))") == true)
            try app.send("Enter")
            #expect(try await app.waitFor("Loopback News · 2 unread of 2"))
            try app.send("Down")
            #expect(try await app.waitFor("▸ • HOT First story"))

            feed.items.insert(.init(guid: "third", title: "Third story", minutesAgo: 1), at: 0)
            try setup.server.set("/news.xml", .feed(feed.text))
            try app.send("R")
            #expect(try await app.waitFor("Loopback News · 3 unread of 3", seconds: 30))
            #expect(try await app.waitForStatus("updated"))
            let rows = try app.screen().split(separator: "\n").filter { $0.contains(" story") }
            #expect(rows.map { $0.contains("Third story") } == [true, false, false], "the new item is on top")
            #expect(try app.selectedRow()?.contains("First story") == true, "the selection stayed on its item")

            try app.send("Escape", "Escape")
            #expect(try await app.waitFor("Latest news (3)"))
            try await app.quit()
            try app.expectRestored()
            #expect(setup.server.requests.count == 2)
        }
        await setup.stop()

        let again = try setup.startApp()
        #expect(try await again.waitFor("Latest news (3)"), "a guest goes straight to Explore, the cache's items in it")
        #expect(try ["Third story", "Second story", "First story"].allSatisfy(again.screen().contains))
        try again.send("f")
        #expect(try await again.waitFor("Feeds · 1 feed · 3 unread of 3"))
        try again.send("R")
        let reason = "the server refused the connection"
        let failed = try await again.waitForStatus("1 feed failed", seconds: 30)
        let shown = try again.screen()
        #expect(failed, "\(shown)")
        #expect(try await again.waitFor("✗ Loopback News  failed: \(reason)"))
        // No dialog waits for a key: Enter opens the feed's cached items.
        try again.send("Enter")
        #expect(try await again.waitFor("Loopback News · 3 unread of 3"))
        #expect(try again.selectedRow()?.contains("Third story") == true)
        try await again.quit()
        try again.expectRestored()
    }
}
