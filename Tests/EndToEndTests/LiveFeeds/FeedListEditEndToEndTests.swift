import Foundation
import TestSupport
import Testing

/// `E` on Feeds in the real app: the user's editor gets the terminal and the `urls` file, and the
/// feed it adds is listed and fetched once it closes; the line it cannot read is named.
@Suite("The feed list in the user's editor, in a real terminal", .serialized)
struct FeedListEditEndToEndTests {
    @Test func aFeedAddedInTheEditorIsFetchedAtOnce() async throws {
        let setup = try await LiveFeedsSetup(paths: [])
        try setup.server.set("/added.xml", .feed(RSSDocument(title: "Added feed", items: [
            .init(guid: "a1", title: "Fresh from the editor", minutesAgo: 2),
        ]).text))
        let editor = try TemporaryFolder()
        let line = "\(setup.feed("/added.xml")) \"tech\" \"~Added in vi\""
        try editor.writeExecutable(
            "#!/bin/sh\nprintf '%s\\n' \(shellQuoted(line)) 'not-a-url' >> \"$1\"\n", to: "fake-editor")

        let app = try setup.startApp(environment: ["VISUAL": "", "EDITOR": editor.path("fake-editor")])
        try await app.startAsGuest()
        try app.send("f")
        #expect(try await app.waitFor("No feeds yet: n adds one by its URL"))
        try app.send("E")
        #expect(try await app.waitFor("Added in vi", seconds: 30))
        #expect(try await app.waitFor("1/1", seconds: 30), "the added feed is fetched without R")
        #expect(try app.screen().contains("✗ Feed list line 2 left out: 'not-a-url' is not a URL"))
        try app.send("Enter")
        #expect(try await app.waitFor("Fresh from the editor"))
        try await app.quit()
        try app.expectRestored()
        #expect(try setup.config.text("aichats/urls") == line + "\nnot-a-url\n")
        await setup.stop()
    }
}
