import DataAccess
import Domain
import DomainDoubles
import Foundation
import Presentation
import Testing

@MainActor
@Suite("ArticlePresenter")
struct ArticlePresenterTests {
    @Test func bylineAndPositionInReadingOrder() async {
        let presenter = Harness(path: [.explore, .article(id: "fx-biz-coffee")]).article("fx-biz-coffee")
        #expect(presenter.byline.isEmpty)
        await presenter.onAppear()
        #expect(presenter.article?.title == "Coffee prices cool after a record winter")
        #expect(presenter.byline == "Market Ledger · Tom Achterberg · 5 h ago")
        #expect(presenter.position == "3 of 12")
        #expect(presenter.loadError == nil)
    }

    @Test func showingMarksReadAndBBookmarksForTheBookmarksCategoryAndProfile() async throws {
        let harness = Harness(path: [.explore, .article(id: "fx-biz-coffee")], profile: FixtureCatalog.profile)
        let presenter = harness.article("fx-biz-coffee")
        await presenter.onAppear()
        #expect(presenter.marks == ArticleMarks(readAt: harness.now))
        await presenter.toggleBookmark()
        #expect(presenter.marks.isBookmarked)
        #expect(harness.router.notice?.text == "Bookmarked: find it under Categories › Bookmarks")
        let bookmarks = harness.category(.bookmarks)
        await bookmarks.onAppear()
        #expect(bookmarks.rows.map(\.title) == ["Coffee prices cool after a record winter"])
        #expect(bookmarks.rows.first?.badges.contains(.bookmarked) == true)
        #expect(bookmarks.rows.first?.isSeen == true)
        let profile = harness.profileScreen()
        await profile.onAppear()
        #expect(profile.stats.bookmarks == 1)
        await presenter.toggleBookmark()
        #expect(!presenter.marks.isBookmarked)
        #expect(harness.router.notice?.text == "Bookmark removed")
        await bookmarks.onAppear()
        #expect(bookmarks.rows.isEmpty)
    }

    @Test func anUnknownArticleIsReported() async {
        let presenter = Harness().article("ghost")
        await presenter.onAppear()
        #expect(presenter.article == nil)
        #expect(presenter.loadError == "article ghost was not found")
        #expect(presenter.byline.isEmpty)
        #expect(presenter.position.isEmpty)
    }

    @Test func aFailingServiceIsReported() async {
        let presenter = Harness(news: StubNewsService.failing()).article("fx-biz-coffee")
        await presenter.onAppear()
        #expect(presenter.loadError == "could not load news.json: the file cannot be read")
    }

    @Test func scrollingStaysWithinZeroAndMax() {
        let presenter = Harness().article("fx-biz-coffee")
        // (lines, the most there is to scroll, where the view ends)
        for (lines, maxOffset, offset) in [(5, 3, 3), (-1, 3, 2), (-10, 3, 0), (4, -2, 0)] {
            presenter.scroll(by: lines, maxOffset: maxOffset)
            #expect(presenter.scrollOffset == offset)
        }
        for (toEnd, offset) in [(true, 7), (false, 0)] {
            presenter.scroll(toEnd: toEnd, maxOffset: 7)
            #expect(presenter.scrollOffset == offset)
        }
    }

    @Test func neighboursReplaceTheTopScreen() async {
        let path: [AppRoute] = [.explore, .category(.news(.business)), .article(id: "fx-biz-coffee")]
        let harness = Harness(path: path)
        let presenter = harness.article("fx-biz-coffee")
        await presenter.onAppear()
        await presenter.showNeighbour(1)
        #expect(harness.router.path == [.explore, .category(.news(.business)), .article(id: "fx-world-ferry")])
        await presenter.showNeighbour(-1)
        #expect(harness.router.path == [.explore, .category(.news(.business)), .article(id: "fx-sports-marathon")])
    }

    @Test func theFirstArticleHasNoPrevious() async {
        let harness = Harness(path: [.explore, .article(id: "fx-tech-battery")])
        let presenter = harness.article("fx-tech-battery")
        await presenter.onAppear()
        #expect(presenter.position == "1 of 12")
        await presenter.showNeighbour(-1)
        #expect(harness.router.notice == Notice("This is the first article"))
        #expect(harness.router.path == [.explore, .article(id: "fx-tech-battery")])
    }

    @Test func theLastArticleHasNoNext() async {
        let harness = Harness(path: [.explore, .article(id: "fx-world-archive")])
        let presenter = harness.article("fx-world-archive")
        await presenter.onAppear()
        #expect(presenter.position == "12 of 12")
        await presenter.showNeighbour(1)
        #expect(harness.router.notice == Notice("This is the last article"))
        #expect(harness.router.path == [.explore, .article(id: "fx-world-archive")])
    }

    @Test func neighboursAndThePositionFollowTheListTheArticleWasOpenedFrom() async {
        let business = ArticleList(title: "Business", ids: ["fx-biz-coffee", "fx-biz-bubbletea"])
        let path: [AppRoute] = [.explore, .category(.news(.business)), .article(id: "fx-biz-coffee", list: business)]
        let harness = Harness(path: path)
        let first = harness.article("fx-biz-coffee", list: business)
        await first.onAppear()
        #expect(first.position == "1 of 2 in Business")
        await first.showNeighbour(-1)
        #expect(harness.router.notice == Notice("This is the first article"))
        await first.showNeighbour(1)
        #expect(harness.router.top == .article(id: "fx-biz-bubbletea", list: business))
        let second = harness.article("fx-biz-bubbletea", list: business)
        await second.onAppear()
        #expect(second.position == "2 of 2 in Business")
        await second.showNeighbour(1)
        #expect(harness.router.notice == Notice("This is the last article"))
        #expect(harness.router.top == .article(id: "fx-biz-bubbletea", list: business))
    }

    @Test func aGuestWalksOntoAPremiumArticleLockedAndOnPastIt() async throws {
        let news = ArticleList(title: "Latest news", ids: ["fx-ent-drama", "fx-tech-keyboard", "fx-ent-festival"])
        let harness = Harness(path: [.explore, .article(id: "fx-ent-drama", list: news)])
        await harness.article("fx-ent-drama", list: news).showNeighbourAfterAppearing(1)
        #expect(harness.router.alert == nil)
        #expect(harness.router.top == .article(id: "fx-tech-keyboard", list: news))
        let locked = harness.article("fx-tech-keyboard", list: news)
        await locked.onAppear()
        #expect(locked.isLocked)
        #expect(locked.article?.id == "fx-tech-keyboard")
        #expect(locked.marks.readAt == nil, "a locked article is not read")
        let stored = try await harness.deps.articleMarks.allMarks()
        #expect(stored["fx-tech-keyboard"] == nil)
        await locked.showNeighbour(1)
        #expect(harness.router.top == .article(id: "fx-ent-festival", list: news))
        harness.router.replaceTop(with: .article(id: "fx-tech-keyboard", list: news))
        await locked.showNeighbour(-1)
        #expect(harness.router.top == .article(id: "fx-ent-drama", list: news))
        locked.createAccount()
        #expect(harness.router.sheet == .createAccount(then: nil))
    }

    @Test func aLockedArticleOpensOnceTheGuestHasAnAccount() async throws {
        let harness = Harness(path: [.explore, .article(id: "fx-tech-keyboard")])
        let presenter = harness.article("fx-tech-keyboard")
        await presenter.onAppear()
        #expect(presenter.isLocked)
        try await harness.deps.profiles.save(FixtureCatalog.profile)
        await presenter.onAppear()
        #expect(!presenter.isLocked)
        #expect(presenter.marks.isRead)
    }

    @Test func openInBrowserHandsTheLinkToTheOpener() async throws {
        let opener = RecordingURLOpener()
        let harness = Harness(opener: opener)
        let presenter = harness.article("fx-biz-coffee")
        await presenter.onAppear()
        await presenter.openInBrowser()
        let url = try #require(URL(string: "https://news.example.com/business/fx-biz-coffee"))
        #expect(await opener.opened == [url])
        #expect(harness.router.notice == Notice("Opened https://news.example.com/business/fx-biz-coffee in the browser"))
    }

    @Test func openInBrowserBeforeLoadingDoesNothing() async {
        let opener = RecordingURLOpener()
        let harness = Harness(opener: opener)
        await harness.article("fx-biz-coffee").openInBrowser()
        #expect(await opener.opened.isEmpty)
        #expect(harness.router.notice == nil)
    }

    @Test func aBrokenBrowserShowsAnErrorNotice() async {
        let harness = Harness(opener: RecordingURLOpener(failure: .unavailable("a browser")))
        let presenter = harness.article("fx-biz-coffee")
        await presenter.onAppear()
        await presenter.openInBrowser()
        #expect(harness.router.notice == Notice("Could not open the link: could not load a browser", isError: true))
    }

    /// A browser's own reason for failing went to the terminal the app drew over (or nowhere).
    @Test func aBrowserThatFailsSaysWhereToSeeWhy() {
        let failed: any Error = BrowserFailure.exited(program: "w3m", status: 2)
        #expect(failed.userMessage == "w3m exited with status 2: run it in a shell to see why")
        let killed: any Error = BrowserFailure.killed(program: "w3m", signal: 9)
        #expect(killed.userMessage == "w3m was ended by signal 9")
    }

    @Test func aNonWebLinkIsRefusedWithAnErrorNotice() async throws {
        let coffee = try #require(fixtureArticle("fx-biz-coffee"))
        let ftp = NewsArticle(
            id: "ftp-item", title: "Files", summary: "s", paragraphs: ["p"], source: "src", author: "a",
            url: try #require(URL(string: "ftp://files.example.com/a")), category: .business,
            publishedAt: coffee.publishedAt, isPremium: false)
        let opener = RecordingURLOpener()
        let harness = Harness(opener: opener, news: StubNewsService([ftp]))
        let presenter = harness.article("ftp-item")
        await presenter.onAppear()
        await presenter.openInBrowser()
        #expect(harness.router.notice == Notice("Could not open the link: only http and https links can be opened", isError: true))
        #expect(await opener.opened.isEmpty)
    }
}

extension ArticlePresenter {
    /// Loads, then opens the neighbour `step` away.
    func showNeighbourAfterAppearing(_ step: Int) async {
        await onAppear()
        await showNeighbour(step)
    }
}
