import Foundation
import TestHTTPServer
import Testing

/// Feeds that fail in the real app: a server that never answers holds no key back, and one
/// that answers 500 is named with its reason, without a dialog.
@Suite("Failing feeds in a real terminal", .serialized)
struct FeedFailureEndToEndTests {
    @Test func aHangingFeedLeavesTheKeysWorkingAndQuitEndsItsFetch() async throws {
        let setup = try await LiveFeedsSetup(paths: ["/slow.xml"])
        var slow = FeedRoute.feed(RSSDocument(title: "Slow", items: [.init(guid: "late", title: "Late story", minutesAgo: 1)]).text)
        slow.delay = .seconds(120)
        try setup.server.set("/slow.xml", slow)
        let app = try setup.startApp()
        try await app.startAsGuest()
        #expect(try await app.waitForStatus("refreshing 0/1", seconds: 30))
        #expect(try await Self.eventually { setup.server.requests.map(\.path) == ["/slow.xml"] }, "the request arrived")
        let helper = try await helperProcess(of: app)
        #expect(helper != nil, "the network helper fetches the feed")

        try app.send("f")
        #expect(try await app.waitFor("Feeds · 1 feed · 0 unread of 0"))
        #expect(try app.screen().contains("never fetched"))
        #expect(try app.statusBar().contains("refreshing 0/1"))
        try app.send("R")
        #expect(try await app.waitForStatus("A refresh is already running"))
        try app.send("Escape")
        #expect(try await app.waitFor("Latest news (0)"))
        #expect(try app.statusBar().contains("refreshing 0/1"), "the refresh still runs")

        try app.send("q")
        #expect(try await app.exitStatus(seconds: 10) == 0, "quitting does not wait for the fetch")
        try app.expectRestored()
        if let helper { #expect(try await Self.ended(helper), "the helper ended with the app") }
        // The database was closed all the same: its log moved into the file, which alone holds
        // everything (a copy of it is a whole backup). The lock files stay, empty.
        #expect(try setup.data.listing() == ["aichats.log", "aichats.sqlite", "refresh.lock", "running.lock"])
        await setup.stop()
    }

    @Test func aFeedAnswering500IsNamedWithItsReasonAndNoDialog() async throws {
        let setup = try await LiveFeedsSetup(paths: ["/broken.xml"])
        try setup.server.set("/broken.xml", FeedRoute(status: 500, body: Data("oops".utf8)))
        let app = try setup.startApp()
        try await app.startAsGuest()
        let reason = "the server answered 500 Internal Server Error"
        // Beside Explore's keys at 100 columns, the status is its short form.
        #expect(try await app.waitForStatus("1 feed failed", seconds: 30))
        #expect(try app.statusBar().contains("Explore · 1 feed failed "))
        try app.send("f")
        // Never fetched, the feed is named by its address; the reason is cut to fit 100 columns.
        #expect(try await app.waitFor("▸ ✗ \(setup.feed("/broken.xml"))  failed: the server answered 500"))
        #expect(try app.screen().contains(reason), "the selected feed's reason in full, under the list")
        #expect(try app.screen().contains("0/0 · failed just now"), "its failure, not an update")
        try app.send("Enter")
        #expect(try await app.waitFor("r fetches it again"), "the feed's items say it failed")
        #expect(try app.screen().contains("✗ The last fetch failed: \(reason)"))
        try await app.quit()
        try app.expectRestored()
        await setup.stop()
    }

    /// The app's child process while a fetch runs: the network helper.
    private func helperProcess(of app: TmuxSession) async throws -> pid_t? {
        guard let pid = try app.appPID() else { return nil }
        let children = try TmuxSession.shell("pgrep -P \(pid)")
        return children.split(separator: "\n").compactMap { pid_t($0) }.first
    }

    /// Whether `pid` is gone (or a zombie) within 10 s.
    private static func ended(_ pid: pid_t) async throws -> Bool {
        try await eventually {
            let state = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
            return state?.split(separator: " ").dropFirst(2).first.map { $0 == "Z" } ?? true
        }
    }

    /// Whether `condition` holds within 10 s, looking every 50 ms.
    private static func eventually(_ condition: () -> Bool) async throws -> Bool {
        for _ in 0..<200 {
            if condition() { return true }
            try await Task.sleep(for: .milliseconds(50))
        }
        return condition()
    }
}
