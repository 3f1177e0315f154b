import Domain
import DomainDoubles
import Foundation
import Presentation
import Synchronization
import Testing

/// `E` on Feeds: the list as the user's editor left it, the feeds it added fetched at once.
@MainActor
@Suite("FeedsPresenter: the feed list in the user's editor")
struct FeedsEditingTests {
    nonisolated static let added = "https://added.example.org/feed"

    @Test func theFeedsTheEditorAddedAreListedAndFetchedAtOnce() async throws {
        let fetched = Mutex<[[String]?]>([])
        let runner = FeedRefreshRunner(refresh: { feeds, _ in fetched.withLock { $0.append(feeds) } }, lastRefresh: { nil })
        let harness = try FeedHarness(runner: runner) { list in
            try list.add(FeedSubscription(address: try FeedAddress(Self.added), words: ["~Added"]))
            list.replace(with: FeedList(feeds: list.list().feeds, problems: [FeedListProblem(line: 5, reason: "x is not a URL")]))
        }
        let presenter = harness.feeds()
        await presenter.onAppear()
        #expect(presenter.listProblems.isEmpty)
        await presenter.editFeedList()
        #expect(harness.editor.editCount == 1)
        #expect(presenter.feeds.map(\.title) == ["Tech 技術", "https://club.example.org/feed", "Added"])
        #expect(presenter.listProblems == [FeedListProblem(line: 5, reason: "x is not a URL")])
        await harness.activity.task?.value
        #expect(fetched.withLock { $0 } == [[Self.added]])
        #expect(harness.router.notice == nil)
    }

    @Test func anEditThatAddsNothingFetchesNothing() async throws {
        let fetched = Mutex(0)
        let runner = FeedRefreshRunner(refresh: { _, _ in fetched.withLock { $0 += 1 } }, lastRefresh: { nil })
        let club = FeedHarness.club
        let harness = try FeedHarness(runner: runner) { list in try list.remove(try FeedAddress(club)) }
        let presenter = harness.feeds()
        await presenter.onAppear()
        await presenter.editFeedList()
        #expect(presenter.feeds.map(\.id) == [FeedHarness.tech])
        #expect(!harness.activity.isRunning)
        #expect(fetched.withLock { $0 } == 0)
    }

    /// The list held by another change: its sentence, not the error's Swift description.
    @Test func aListBusyElsewhereIsSaidInWords() async throws {
        let harness = try FeedHarness { _ in throw FeedListError.unwritable(path: "/u/urls", reason: "another aichats is changing it") }
        let presenter = harness.feeds()
        await presenter.onAppear()
        await presenter.editFeedList()
        #expect(harness.router.notice?.text == "Could not edit the feed list: "
            + FeedListError.unwritable(path: "/u/urls", reason: "another aichats is changing it").message)
        #expect(harness.router.notice?.text.contains("unwritable(") == false)
    }

    @Test func anEditorThatCannotRunIsSaidInTheStatusBar() async throws {
        let harness = try FeedHarness { _ in throw EditorNotFound(program: "vi") }
        let presenter = harness.feeds()
        await presenter.onAppear()
        await presenter.editFeedList()
        #expect(harness.router.notice?.text
            == "Could not edit the feed list: no editor found (vi is not installed); set VISUAL or EDITOR, e.g. EDITOR=nano")
        #expect(harness.router.notice?.isError == true)
        #expect(presenter.feeds.count == 2)
    }

    /// vim's `:cq` aborts: the notice says the list is unchanged, not that the edit failed.
    @Test func anEditorThatQuitWithAnErrorSaysTheListIsUnchanged() async throws {
        let harness = try FeedHarness { _ in throw EditorQuit(failure: .exited(program: "vi", status: 1)) }
        let presenter = harness.feeds()
        await presenter.onAppear()
        await presenter.editFeedList()
        #expect(harness.router.notice?.text == "The editor (vi) quit with an error (exit 1): the feed list is unchanged")
        #expect(harness.router.notice?.isError == true)
        #expect(presenter.feeds.count == 2)
    }

    @Test func feedsAddedWhileARefreshRunsAreLeftToR() async throws {
        let (gate, open) = AsyncStream<Void>.makeStream()
        let runner = FeedRefreshRunner(refresh: { _, _ in for await _ in gate { break } }, lastRefresh: { nil })
        let harness = try FeedHarness(runner: runner) { list in
            try list.add(FeedSubscription(address: try FeedAddress(Self.added), words: []))
        }
        let presenter = harness.feeds()
        await presenter.onAppear()
        presenter.refresh(onlySelected: false)
        await presenter.editFeedList()
        #expect(presenter.feeds.map(\.id).last == Self.added)
        #expect(harness.router.notice?.text == "A refresh is already running; R fetches the new feeds once it ends")
        open.yield()
        await harness.activity.task?.value
    }
}
