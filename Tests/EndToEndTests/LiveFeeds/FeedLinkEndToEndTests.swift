import Foundation
import TestHTTPServer
import TestSupport
import Testing

/// A feed's `javascript:` links in the real app: the reader lists them, refuses to open them
/// with the reason, and never starts the browser for them.
@Suite("A feed's links in a real terminal", .serialized)
struct FeedLinkEndToEndTests {
    @Test func aJavascriptLinkIsListedButNeverOpened() async throws {
        let setup = try await LiveFeedsSetup(paths: ["/links.xml"])
        let html = #"<p>Try <a href="javascript:alert(document.cookie)">this</a> or <a href="https://x.example/">that</a>.</p>"#
        try setup.server.set("/links.xml", .feed(RSSDocument(title: "Links", items: [
            .init(guid: "js", title: "Links story", minutesAgo: 3, html: html, link: "javascript:alert(1)"),
        ]).text))
        let temporary = try TemporaryFolder()
        let opened = temporary.file("opened")
        let browser = temporary.file("fake-browser")
        try temporary.write("#!/bin/sh\necho \"$1\" >> \(shellQuoted(opened.path))\n", to: "fake-browser")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: browser.path)

        let app = try setup.startApp(environment: ["BROWSER": browser.path])
        try await app.startAsGuest()
        #expect(try await app.waitFor("Latest news (1)", seconds: 30))
        try app.send("5", "Enter")
        #expect(try await app.waitFor("Try this[1] or that[2]."))
        #expect(try app.screen().contains("[1] javascript:alert(document.cookie)"))
        #expect(try app.screen().contains("[2] https://x.example/"))

        try app.send("o")
        // At 100 columns the message takes two lines, "javascript:" on the second.
        #expect(try await app.waitFor("Could not open the article: only http and https links can be opened, not"))
        try app.send("l")
        #expect(try await app.waitFor("▸ Article's page javascript:alert(1)"), "the item's own link comes first")
        try app.send("Down")
        #expect(try await app.waitFor("▸ [1] javascript:alert(document.cookie)"))
        try app.send("Enter")
        #expect(try await app.waitFor("Could not open [1]: only http and https links can be opened, not javascript:"))
        #expect(try app.screen().contains("Links · a number picks · Enter opens · Esc closes"), "the list stays for another pick")

        // The same browser opens an https link: it would have run for the javascript: ones.
        try app.send("Down", "Enter")
        #expect(try await app.waitForStatus("Opened https://x.example/ in the browser"))
        #expect(try await Self.contents(of: opened) == "https://x.example/\n", "the browser ran only for the https link")
        try await app.quit()
        try app.expectRestored()
        await setup.stop()
    }

    /// The file's text once it exists (up to 10 s), nil if it never does.
    private static func contents(of file: URL) async throws -> String? {
        for _ in 0..<200 {
            if let text = try? String(contentsOf: file, encoding: .utf8), !text.isEmpty { return text }
            try await Task.sleep(for: .milliseconds(50))
        }
        return nil
    }
}
