import AppComposition
import AppTestSupport
import DataAccess
import Domain
import DomainDoubles
import Presentation
import TerminalUI
import Testing

/// A refresh finds that a feed moved for good; `M` on Feeds puts its new address in the list,
/// and the feed, under its new address, keeps its items and what was read of them.
@MainActor
@Suite("Following a feed that moved, through the application loop")
struct FeedMoveFlowTests {
    static let new = "https://news.example.org/v2/tech.xml"

    @Test func mOnAMovedFeedListsItsNewAddressWithItsItemsReadAsBefore() async throws {
        let fetcher = ScriptedFeedFetcher()
        for feed in FixtureFeeds.subscriptions.map(\.address.text) { fetcher.answer(feed, with: .notModified) }
        fetcher.answer(FixtureFeeds.tech, with: .notModified, movedTo: Self.new)
        fetcher.answer(Self.new, with: .notModified)
        let deps = FeedRefreshFlowTests.deps(fetcher)
        let app = await AppDriver(deps: deps, path: [.explore, .feeds])
        #expect(selectedLine(app).contains("Example Tech Daily") && selectedLine(app).contains("3/5"))

        await app.type("R")
        #expect(await app.waitUntil(seconds: 120) { $0.contains("→ Example Tech Daily") })
        #expect(app.text.contains("(a permanent redirect): M"))
        await app.type("M")
        #expect(await app.waitUntil { _ in app.router.notice?.text.hasPrefix("The feed list now names") == true })
        #expect(app.router.notice?.text == "The feed list now names \(Self.new); its items came along")
        #expect(try deps.feedList.list().feeds.first?.address.text == Self.new)
        let row = selectedLine(app)
        #expect(row.contains("Example Tech Daily  \(Self.new)") && row.contains("3/5"), "the same items, as read as before")
        #expect(!app.text.contains("→ "), "no longer marked")

        await app.press(.enter)
        #expect(app.router.top == .feedItems(.feed(Self.new)))
        #expect(await app.waitUntil { $0.contains("Example Tech Daily") && $0.contains("3 unread") })
    }

    func selectedLine(_ app: AppDriver) -> String {
        app.text.split(separator: "\n").first { $0.contains("▸") }.map(String.init) ?? ""
    }
}
