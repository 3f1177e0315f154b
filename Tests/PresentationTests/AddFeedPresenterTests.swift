import Domain
import DomainDoubles
import Foundation
import Presentation
import Synchronization
import Testing

/// `n` on Feeds: the Add feed form adds a feed as `aichats feeds add` does, refuses what it
/// refuses in its words, and the Feeds screen then shows the feed selected and fetches it.
@MainActor
@Suite("AddFeedPresenter: adding a feed from the Feeds screen")
struct AddFeedPresenterTests {
    nonisolated static let new = "https://new.example.org/feed.xml"

    /// The feeds each refresh was asked for.
    final class Fetches: Sendable {
        private let asked = Mutex<[[String]?]>([])
        func record(_ feeds: [String]?) { asked.withLock { $0.append(feeds) } }
        var all: [[String]?] { asked.withLock { $0 } }
    }

    /// A harness whose refreshes are recorded.
    static func recording() throws -> (FeedHarness, Fetches) {
        let fetched = Fetches()
        let runner = FeedRefreshRunner(refresh: { feeds, _ in fetched.record(feeds) }, lastRefresh: { nil })
        return (try FeedHarness(runner: runner), fetched)
    }

    @Test func aFeedIsAddedAtTheEndThenSelectedAndFetchedAtOnce() async throws {
        let (harness, fetched) = try Self.recording()
        let feeds = harness.feeds()
        await feeds.onAppear()
        feeds.addFeed()
        #expect(harness.router.sheet == .addFeed)
        let form = harness.addFeed()
        form.insertIntoFocused(Self.new + "\n")
        form.moveFocus(by: 1)
        form.insertIntoFocused("My new feed")
        await form.submit()
        #expect(form.error == nil)
        #expect(harness.router.sheet == nil)
        #expect(harness.router.notice?.text == "Added \(Self.new)")
        #expect(harness.list.list().feeds.last == FeedSubscription(address: try FeedAddress(Self.new), title: "My new feed"))

        await feeds.onReappear()
        #expect(feeds.feeds.map(\.id) == [FeedHarness.tech, FeedHarness.club, Self.new])
        #expect(feeds.selectedFeed?.id == Self.new)
        #expect(feeds.selectedFeed?.title == "My new feed")
        await harness.activity.task?.value
        #expect(fetched.all == [[Self.new]], "only the new feed, at once")

        await feeds.onReappear()
        #expect(fetched.all.count == 1, "back from something else later, nothing more is fetched")
    }

    /// A blank title is none: the feed is named by its own title, as `--title ""` leaves it.
    @Test func aBlankTitleIsNone() async throws {
        let harness = try FeedHarness()
        let form = harness.addFeed()
        form.insertIntoFocused(Self.new)
        form.moveFocus(by: 1)
        form.insertIntoFocused("   ")
        await form.submit()
        #expect(harness.list.list().feeds.last == FeedSubscription(address: try FeedAddress(Self.new)))
    }

    @Test("a refusal is said in the form in the command's words, and the text typed stays", arguments: [
        ("ftp://a.org/feed", "ftp://a.org/feed: only http, https and file feeds can be added"),
        ("HTTPS://TECH.example.org:443/./feed#top", "https://tech.example.org/feed is already in the feed list"),
        ("a.org/feed", "'a.org/feed' is not a URL; write it in full, e.g. https://example.com/feed.xml"),
        ("", "no URL given; write one in full, e.g. https://example.com/feed.xml"),
    ])
    func refusals(url: String, message: String) async throws {
        let harness = try FeedHarness()
        let before = harness.list.list()
        harness.router.present(.addFeed)
        let form = harness.addFeed()
        form.insertIntoFocused(url)
        form.moveFocus(by: 1)
        form.insertIntoFocused("Kept")
        await form.submit()
        #expect(form.error == message)
        #expect(harness.router.sheet == .addFeed, "the form stays open")
        #expect(form.url.text == url && form.title.text == "Kept")
        #expect(form.focus == .url, "typing goes to the URL, which is what was refused")
        #expect(harness.list.list() == before)

        form.insertIntoFocused("x")
        #expect(form.error == nil, "an edit takes the refusal away")
    }

    /// Another aichats holding the list, or a list that cannot be written: its sentence, as the
    /// command says it, and the form stays to try again.
    @Test func aListThatRefusesChangesIsSaidInTheForm() async throws {
        let harness = try FeedHarness()
        let busy = FeedListError.unwritable(
            path: "/home/u/.config/aichats/urls",
            reason: "another aichats is changing it and has not finished for 5 s; try again once it is done")
        harness.list.refuseChanges(busy)
        harness.router.present(.addFeed)
        let form = harness.addFeed()
        form.insertIntoFocused(Self.new)
        await form.submit()
        #expect(form.error == "could not write /home/u/.config/aichats/urls (it is unchanged): another aichats is changing it "
            + "and has not finished for 5 s; try again once it is done")
        #expect(harness.router.sheet == .addFeed)

        harness.list.refuseChanges(nil)
        await form.submit()
        #expect(harness.router.sheet == nil)
        #expect(harness.list.list().feeds.map(\.address.text).last == Self.new)
    }

    @Test func escWithSomethingTypedAsksFirst() async throws {
        let harness = try FeedHarness()
        harness.router.present(.addFeed)
        let form = harness.addFeed()
        form.insertIntoFocused("https://half")
        form.cancel()
        #expect(harness.router.sheet == .addFeed)
        #expect(harness.router.notice?.text == "Unsaved changes: Enter adds the feed, Esc again discards them")
        form.cancel()
        #expect(harness.router.sheet == nil)
        #expect(harness.list.list().feeds.count == 2)
    }

    @Test func escOnAnEmptyFormClosesIt() async throws {
        let harness = try FeedHarness()
        harness.router.present(.addFeed)
        harness.addFeed().cancel()
        #expect(harness.router.sheet == nil)
        #expect(harness.router.notice == nil)
    }

    /// The filter and `l` would hide the new feed (never fetched, nothing unread): both go.
    @Test func theNewFeedIsShownThroughAFilterAndL() async throws {
        let (harness, _) = try Self.recording()
        let feeds = harness.feeds()
        await feeds.onAppear()
        feeds.beginFilter()
        feeds.editFilter { $0.insert("tech") }
        feeds.endFilterEditing()
        feeds.toggleReadFeeds()
        let form = harness.addFeed()
        form.insertIntoFocused(Self.new)
        await form.submit()
        await feeds.onReappear()
        #expect(feeds.filter.isEmpty && !feeds.hidesReadFeeds)
        #expect(feeds.selectedFeed?.id == Self.new)
        await harness.activity.task?.value
    }

    @Test func aFeedAddedWhileARefreshRunsIsLeftToR() async throws {
        let (gate, open) = AsyncStream<Void>.makeStream()
        let runner = FeedRefreshRunner(refresh: { _, _ in for await _ in gate { break } }, lastRefresh: { nil })
        let harness = try FeedHarness(runner: runner)
        let feeds = harness.feeds()
        await feeds.onAppear()
        feeds.refresh(onlySelected: false)
        let form = harness.addFeed()
        form.insertIntoFocused(Self.new)
        await form.submit()
        await feeds.onReappear()
        #expect(feeds.selectedFeed?.id == Self.new)
        #expect(harness.router.notice?.text == "A refresh is already running; R fetches the new feeds once it ends")
        open.yield()
        await harness.activity.task?.value
    }

    @Test func ctrlCWithSomethingTypedWarnsFirstAndNamesIt() async throws {
        let harness = try FeedHarness()
        let form = harness.addFeed()
        #expect(form.allowsQuitting())
        form.moveFocus(by: 1)
        form.insertIntoFocused("Mine")
        #expect(form.unsavedInput?.description == "Add feed: title “Mine”")
        #expect(!form.allowsQuitting())
        #expect(harness.router.notice?.text == "Unsaved changes: Ctrl-C again quits without them")
        #expect(form.allowsQuitting())
    }
}
