import Foundation
import TestHTTPServer
import Testing

/// `/` in a feed's items in the real app: the items found, the reader walking them, and Esc
/// giving the whole list back.
@Suite("Searching a feed's items in a real terminal", .serialized)
struct FeedSearchEndToEndTests {
    static let news = RSSDocument(title: "Loopback News", items: [
        .init(guid: "cafe", title: "Café opens downtown", minutesAgo: 5), .init(guid: "market", title: "Market report", minutesAgo: 10),
        .init(guid: "tokyo", title: "東京の天気 CAFE corner", minutesAgo: 20),
    ])

    @Test func aSearchListsWhatItFindsAndTheReaderWalksOnlyThat() async throws {
        let setup = try await LiveFeedsSetup.serving(Self.news)
        let app = try setup.startApp()
        try await app.startAsGuest()
        #expect(try await app.waitForStatus("updated", seconds: 30))
        #expect(try await app.press("f", until: "Feeds · 1 feed · 3 unread of 3"))
        #expect(try await app.press("Enter", until: "Loopback News · 3 unread of 3"))

        #expect(try await app.press("/", "cafe", "Enter", until: "Loopback News · 2 holding “cafe” · 2 unread"))
        #expect(try app.selectedRow()?.contains("Café opens downtown") == true)
        #expect(try !app.screen().contains("Market report"))
        #expect(try await app.press("Enter", until: "Café opens downtown"))
        #expect(try await app.press("J", until: "東京の天気 CAFE corner"), "the next item found, not the next of the feed")
        try app.send("J")
        #expect(try await app.waitForStatus("This is the last item"))

        #expect(try await app.press("Escape", until: "Loopback News · 2 holding “cafe” · 0 unread"))
        #expect(try await app.press("Escape", until: "Loopback News · 1 unread of 3"), "Esc ends the search")
        #expect(try app.screen().contains("Market report"))
        #expect(try await app.press("Escape", until: "Feeds · 1 feed · 1 unread of 3"))
        try await app.quit()
        try app.expectRestored()
        await setup.stop()
    }
}
