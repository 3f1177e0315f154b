import Foundation
import TestHTTPServer
import Testing

/// `/` in a feed's items in the real app: the items found, the reader walking them, and Esc
/// giving the whole list back.
@Suite("Searching a feed's items in a real terminal", .serialized)
struct FeedSearchEndToEndTests {
    @Test func aSearchListsWhatItFindsAndTheReaderWalksOnlyThat() async throws {
        let setup = try await LiveFeedsSetup(paths: ["/news.xml"])
        let feed = RSSDocument(title: "Loopback News", items: [
            .init(guid: "cafe", title: "Café opens downtown", minutesAgo: 5),
            .init(guid: "market", title: "Market report", minutesAgo: 10),
            .init(guid: "tokyo", title: "東京の天気 CAFE corner", minutesAgo: 20),
        ])
        try setup.server.set("/news.xml", .feed(feed.text))
        let app = try setup.startApp()
        try await app.startAsGuest()
        #expect(try await app.waitForStatus("updated", seconds: 30))
        try app.send("f")
        #expect(try await app.waitFor("Feeds · 1 feed · 3 unread of 3"))
        try app.send("Enter")
        #expect(try await app.waitFor("Loopback News · 3 unread of 3"))

        try app.send("/")
        try app.send("cafe")
        try app.send("Enter")
        #expect(try await app.waitFor("Loopback News · 2 holding “cafe” · 2 unread"))
        #expect(try app.selectedRow()?.contains("Café opens downtown") == true)
        #expect(try !app.screen().contains("Market report"))
        try app.send("Enter")
        #expect(try await app.waitFor("Café opens downtown"))
        try app.send("J")
        #expect(try await app.waitFor("東京の天気 CAFE corner"))
        try app.send("J")
        #expect(try await app.waitForStatus("This is the last item"))

        try app.send("Escape")
        #expect(try await app.waitFor("Loopback News · 2 holding “cafe” · 0 unread"))
        try app.send("Escape")
        #expect(try await app.waitFor("Loopback News · 1 unread of 3"))
        #expect(try app.screen().contains("Market report"))
        try app.send("Escape")
        #expect(try await app.waitFor("Feeds · 1 feed · 1 unread of 3"))
        try await app.quit()
        try app.expectRestored()
        await setup.stop()
    }
}
