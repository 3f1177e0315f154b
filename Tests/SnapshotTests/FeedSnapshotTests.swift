import AppComposition
import AppTestSupport
import DataAccess
import Domain
import Presentation
import TerminalUI
import Testing

/// The live news screens on the sample feeds (`.mockWithFeeds()`): CJK and emoji titles, a failed
/// feed, a never fetched one, a premium one, unread marks and counts.
@MainActor
@Suite("Feeds, item lists and feed articles, at 80x24, 100x30 and 120x40")
struct FeedSnapshotTests {
    static let sizes = [Size(width: 80, height: 24), Size(width: 100, height: 30), Size(width: 120, height: 40)]

    /// The sample feeds' Feeds screen at 80x24, after `steps`.
    static func assertFeeds(
        _ name: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column, steps: (AppDriver) async -> Void
    ) async {
        await assertScreens(name, deps: .mockWithFeeds(), path: [.explore, .feeds], sizes: [Size(width: 80, height: 24)],
                            fileID: fileID, filePath: filePath, line: line, column: column, steps: steps)
    }

    @Test func feeds() async {
        await assertScreens("feeds", deps: .mockWithFeeds(), path: [.explore, .feeds], sizes: Self.sizes) { driver in
            #expect(driver.text.contains("  ✗ World Report 世界"), "the failure mark in the unread dot's place: the titles line up")
            #expect(driver.text.contains("failed: the server answered"), "cut at 80 columns before its code")
            #expect(driver.text.contains("1/2 · failed 30 min ago"), "when it failed, not as if it was updated then")
            #expect(!driver.text.contains("hidden.example.com"))
        }
    }

    /// The failed feed selected: its reason in full under the list, which a row cuts at 80 columns.
    @Test func feedsWithAFailedFeedSelected() async {
        await Self.assertFeeds("feedsFailedSelected") { driver in
            await driver.press(.down, .down)
            #expect(driver.text.contains("✗ World Report 世界 failed: the server answered 503 Service Unavailable"))
        }
    }

    /// `/` on Feeds, a CJK filter kept with Enter: only the feed it matches, its failure under the
    /// list; then a filter nothing matches.
    @Test func feedsFiltered() async {
        await Self.assertFeeds("feedsFiltered") { driver in
            await driver.type("/")
            await driver.type("世界")
            await driver.press(.enter)
            #expect(driver.text.contains("Feeds · 1 of 5 feeds · 1 unread of 2"))
            #expect(driver.text.contains("✗ World Report 世界 failed"))
        }
        await Self.assertFeeds("feedsFilteredNothing") { driver in
            await driver.type("/")
            await driver.type("zzz")
            #expect(driver.text.contains("No feed matches “zzz”"))
        }
    }

    /// `C` asks before it marks every feed's items read, as newsboat does.
    @Test func feedsAskBeforeMarkingEveryFeedRead() async {
        await Self.assertFeeds("feedsMarkAllAsk") { driver in
            await driver.type("C")
            #expect(driver.text.contains("Mark all 6 unread items of 4 feeds read?"))
            #expect(driver.text.contains("[y] Mark read"))
        }
    }

    /// `n` on Feeds: the Add feed form with a URL typed, at the smallest size the app draws,
    /// 80x24 and 120x40; then a refusal, wrapped under the fields, the text typed kept.
    @Test func addFeed() async {
        await assertScreens("addFeed", deps: .mockWithFeeds(), path: [.explore, .feeds],
                            sizes: [Size(width: 60, height: 16)] + snapshotSizes) { driver in
            await driver.type("n")
            await driver.type("https://new.example.org/feed.xml")
            #expect(driver.text.contains("URL    https://new.example.org/feed.xml"))
            #expect(driver.text.contains("[Enter] Add"))
        }
        await assertScreens("addFeedRefused", deps: .mockWithFeeds(), path: [.explore, .feeds], sizes: smallSnapshotSizes) { driver in
            await driver.type("n")
            await driver.type("file://feeds/a.xml")
            await driver.press(.enter)
            #expect(driver.text.contains("URL    file://feeds/a.xml"))
            #expect(driver.text.contains("file://feeds/a.xml is not a file URL this machine can"))
        }
    }

    /// `d` asks first, naming the feed, and says what stays.
    @Test func feedsAskBeforeRemovingAFeed() async {
        await Self.assertFeeds("feedsRemoveAsk") { driver in
            await driver.type("d")
            #expect(driver.text.contains("[y] Remove"))
            #expect(driver.text.contains("Remove Example Tech Daily"))
        }
    }

    /// `l` hides the feeds with nothing unread (the never fetched one); the failed one stays.
    @Test func feedsWithUnreadItemsOnly() async {
        await Self.assertFeeds("feedsUnreadOnly") { driver in
            await driver.type("l")
            #expect(driver.text.contains("Feeds · 4 of 5 feeds · 6 unread of 11"))
            #expect(!driver.text.contains("science.example.org"))
            #expect(driver.text.contains("l all feeds"))
        }
    }

    /// A hidden feed whose last fetch failed is named under the list, which does not show it.
    @Test func feedsWithAHiddenFeedThatFailed() async throws {
        let deps = AppDependencies.mockWithFeeds()
        let hidden = try #require(FixtureFeeds.subscriptions.first { $0.isHidden })
        try await deps.feedCache.recordFailure(
            feed: hidden.address.text, reason: "the server's name could not be found", at: FixtureCatalog.clock.now())
        await assertScreens("feedsHiddenFailed", deps: deps, path: [.explore, .feeds],
                            sizes: [Size(width: 80, height: 24)]) { driver in
            #expect(driver.text.contains("✗ Hidden feed"))
            #expect(driver.text.contains("failed: the server's name could not be found"))
        }
    }

    /// The sample feeds over a list with lines that cannot be read (`feeds` by default).
    static func withListProblems(_ problems: [FeedListProblem], feeds: [FeedSubscription] = FixtureFeeds.subscriptions)
        -> AppDependencies
    {
        var deps = AppDependencies.mockWithFeeds()
        let list = FixtureFeedList(feeds, problems: problems), cache = FixtureFeeds.cache()
        let refresher = FeedRefresher(feedList: list, cache: cache, fetcher: FixtureFeedFetcher(), clock: deps.clock)
        deps.useFeeds(list: list, cache: cache, runner: .refreshing(with: refresher))
        return deps
    }

    /// Lines of the feed list that cannot be read: the first one and how many more, under the
    /// list and above the selected feed's failure; with no feed, under the empty list's hint.
    @Test func feedsWithLinesLeftOut() async {
        let problems = [
            FeedListProblem(line: 7, reason: "htps://typo.example.com/feed: only http, https and file feeds can be added"),
            FeedListProblem(line: 9, reason: "'~' cannot be a tag"),
        ]
        await assertScreens("feedsLinesLeftOut", deps: Self.withListProblems(problems), path: [.explore, .feeds],
                            sizes: [Size(width: 80, height: 24), Size(width: 120, height: 40)]) { driver in
            await driver.press(.down, .down)
            #expect(driver.text.contains("✗ Feed list line 7 left out: htps://typo.example.com/feed"))
            #expect(driver.text.contains("· 1 more line"))
            #expect(driver.text.contains("✗ World Report 世界 failed"))
        }
        await assertScreens("feedsEmpty", deps: Self.withListProblems([problems[0]], feeds: []), path: [.explore, .feeds],
                            sizes: [Size(width: 80, height: 24)]) { driver in
            #expect(driver.text.contains("No feeds yet: n adds one by its URL, E writes some in your editor, or"))
            #expect(driver.text.contains("✗ Feed list line 7 left out"))
            #expect(!driver.text.contains("more line"))
        }
    }

    /// Explore with feeds: the tags are the news categories with "unread/total", the latest news
    /// are the feeds' fresh items with unread marks. The tag whose only feed failed is marked as
    /// Feeds marks that feed.
    @Test func exploreWithFeeds() async {
        await assertScreens("exploreWithFeeds", deps: .mockWithFeeds(), path: [.explore], sizes: Self.sizes) { driver in
            #expect(driver.text.contains("• technology"))
            #expect(driver.text.contains("4/7"))
            #expect(driver.text.contains("✗ world"))
        }
    }

    /// `/` on Explore with feeds: the feeds' latest items are filtered by the title they show,
    /// the tags by name, beside the avatars; Enter on a match opens that item in the reader.
    @Test func exploreWithFeedsFiltered() async {
        await assertScreens("exploreWithFeedsFiltered", deps: .mockWithFeeds(), path: [.explore],
                            sizes: [Size(width: 100, height: 30)]) { driver in
            await driver.type("/tea")
        }
        let app = await AppDriver(deps: .mockWithFeeds(), path: [.explore], size: Size(width: 100, height: 30))
        await app.type("/tea")
        await app.press(.enter, .char("5"), .enter)
        guard case .feedArticle = app.router.top else {
            Issue.record("expected the reader, not \(app.router.top)")
            return
        }
        #expect(app.text.contains("Tea at the night market"))
    }

    @Test func feedItemsOfOneFeed() async {
        await assertScreens("feedItems", deps: .mockWithFeeds(),
                            path: [.explore, .feeds, .feedItems(.feed(FixtureFeeds.tech))], sizes: Self.sizes) { driver in
            await driver.press(.down)
            #expect(driver.text.contains("Example Tech Daily · 3 unread of 5"))
        }
    }

    /// A news category of the feeds: the tag "technology", over two feeds.
    /// `l` lists only the unread items; the header says the read ones are hidden.
    @Test func feedItemsUnreadOnly() async {
        await assertScreens("feedItemsUnreadOnly", deps: .mockWithFeeds(),
                            path: [.explore, .feeds, .feedItems(.feed(FixtureFeeds.tech))],
                            sizes: [Size(width: 80, height: 24)]) { driver in
            await driver.type("l")
            #expect(driver.text.contains("Example Tech Daily · 3 unread, the read ones hidden"))
        }
    }

    @Test func feedItemsOfATag() async {
        await assertScreens("feedItemsTag", deps: .mockWithFeeds(), path: [.explore, .feedItems(.tag("technology"))],
                            sizes: Self.sizes) { driver in
            #expect(driver.text.contains("technology · 4 unread of 7"))
        }
    }

    /// A feed with no items whose last fetch failed says why, not "No items yet".
    @Test func feedItemsOfAFailedFeed() async throws {
        let deps = AppDependencies.mockWithFeeds()
        try await deps.feedCache.recordFailure(
            feed: FixtureFeeds.science, reason: "the server answered 404 Not Found", at: FixtureCatalog.referenceDate)
        await assertScreens("feedItemsFailed", deps: deps, path: [.explore, .feeds, .feedItems(.feed(FixtureFeeds.science))],
                            sizes: [Size(width: 80, height: 24)]) { driver in
            #expect(driver.text.contains("✗ The last fetch failed: the server answered 404 Not Found"))
            #expect(!driver.text.contains("No items yet"))
        }
    }

    /// The bookmarks list before any bookmark: it says which key bookmarks, not how to refresh.
    @Test func feedItemsNoBookmarksYet() async throws {
        let deps = AppDependencies.mockWithFeeds()
        try await deps.feedCache.removeMarks()
        await assertScreens("feedItemsNoBookmarks", deps: deps, path: [.explore, .feedItems(.bookmarks)],
                            sizes: [Size(width: 80, height: 24)]) { driver in
            #expect(await driver.waitUntil { $0.contains("No bookmarks yet: b bookmarks the selected item, or the article you read") })
        }
    }

    /// `/` and a CJK query typed, then Enter: the items of the tag whose title or summary holds it.
    /// (The list follows the typing; Enter keeps the search.)
    @Test func feedItemsSearched() async {
        await assertScreens("feedItemsSearched", deps: .mockWithFeeds(), path: [.explore, .feedItems(.tag("technology"))],
                            sizes: Self.sizes) { driver in
            await driver.type("/")
            await driver.type("日本語")
            await driver.press(.enter)
            #expect(await driver.waitUntil { $0.contains("technology · 1 holding “日本語” · 1 unread") })
            #expect(driver.text.contains("Why line breaking is hard — 日本語の改行"))
            #expect(!driver.text.contains("Solid-state batteries"))
        }
    }

    /// Every item holding "THE" in its title or summary: the rows mark it in their titles, in
    /// any case; those found by their summary mark nothing.
    @Test func feedItemsSearchMarksTheMatches() async {
        await assertScreens("feedItemsSearchMarks", deps: .mockWithFeeds(), path: [.explore, .feedItems(.all)],
                            sizes: [Size(width: 80, height: 24)]) { driver in
            await driver.type("/")
            await driver.type("THE")
            await driver.press(.enter)
            #expect(await driver.waitUntil { $0.contains("holding “THE”") && !$0.contains("Searching…") })
        }
    }

    /// The query while it is typed, the list following it; then a query nothing holds.
    @Test func feedItemsSearchTypedThenNothingFound() async {
        await assertScreens("feedItemsSearchTyped", deps: .mockWithFeeds(), path: [.explore, .feedItems(.all)],
                            sizes: [Size(width: 80, height: 24)]) { driver in
            await driver.type("/")
            await driver.type("market 🧋")
            #expect(await driver.waitUntil { $0.contains("1 holding “market 🧋”") && !$0.contains("searching…") })
            #expect(driver.text.contains("Enter done"))
            #expect(driver.text.contains("Esc clear"))
        }
        await assertScreens("feedItemsSearchNothing", deps: .mockWithFeeds(), path: [.explore, .feedItems(.all)],
                            sizes: [Size(width: 80, height: 24)]) { driver in
            await driver.type("/")
            await driver.type("no such words")
            await driver.press(.enter)
            #expect(await driver.waitUntil { $0.contains("No item holds “no such words”") })
        }
    }

    /// Help over an item list lists every item key: the keymap that dispatches them.
    @Test func helpOverFeedItems() async {
        await assertScreens("feedItemsHelp", deps: .mockWithFeeds(), path: [.explore, .feedItems(.all)],
                            sizes: [Size(width: 80, height: 24), Size(width: 100, height: 30)]) { driver in
            await driver.type("?")
            for key in ["Next unread item", "Mark the selected item read or unread", "Mark every item of this list read",
                        "Refresh this list's feeds", "Refresh every feed", "Bookmark the selected item",
                        "Open the selected item's page in the browser"] {
                #expect(driver.text.contains(key) || driver.terminal.size.height < 30, "\(key) is in help")
            }
        }
    }
}
