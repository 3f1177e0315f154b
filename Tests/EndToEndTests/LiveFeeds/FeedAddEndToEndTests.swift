import Foundation
import TestSupport
import Testing

/// `n` and `d` on Feeds in the real app: the feed typed into the form is in the `urls` file on
/// disk and fetched at once; removed after its question, it is gone from the file.
@Suite("Adding and removing a feed on the Feeds screen, in a real terminal", .serialized)
struct FeedAddEndToEndTests {
    @Test func aFeedAddedWithNIsWrittenToTheListAndFetchedAtOnce() async throws {
        let setup = try await LiveFeedsSetup(paths: [])
        try setup.server.set("/added.xml", .feed(RSSDocument(title: "Added feed", items: [
            .init(guid: "a1", title: "Fresh from the form", minutesAgo: 2),
        ]).text))
        let app = try setup.startApp()
        try await app.startAsGuest()
        try app.send("f")
        #expect(try await app.waitFor("No feeds yet: n adds one by its URL"))
        try app.send("n")
        #expect(try await app.waitFor("[Enter] Add"))
        try app.send(setup.feed("/added.xml"))
        try app.send("Enter")
        #expect(try await app.waitFor("1/1", seconds: 30), "the added feed is fetched without R")
        #expect(try app.screen().contains("Added feed"))
        #expect(try setup.config.text("aichats/urls") == setup.feed("/added.xml") + "\n")

        try app.send("d")
        #expect(try await app.waitFor("[y] Remove"))
        try app.send("y")
        #expect(try await app.waitFor("No feeds yet"))
        #expect(try setup.config.text("aichats/urls") == "")
        try await app.quit()
        try app.expectRestored()
        await setup.stop()
    }
}
