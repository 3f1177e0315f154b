import AppComposition
import AppTestSupport
import DataAccess
import Presentation
import TerminalUI
import Testing

/// A premium article a guest reached with `n` offers Esc like every other article: in the status
/// bar and in Help's Article section, not under "Everywhere".
@MainActor
@Suite("Back from a locked article")
struct LockedArticleFlowTests {
    @Test func escBackIsTheArticlesOwnKey() async {
        let app = await AppDriver(path: [.explore], size: Size(width: 100, height: 30))
        await app.press(.backTab, .end, .up, .up, .up, .up, .enter, .char("n"))
        #expect(app.text.contains("This article is for members"))
        #expect(app.text.contains("Esc back"))
        await app.press(.char("?"))
        let lines = app.text.split(separator: "\n")
        let back = lines.firstIndex { $0.contains("Esc/Backspace") }
        let everywhere = lines.firstIndex { $0.contains("Everywhere") }
        #expect(back != nil && everywhere != nil)
        #expect((back ?? .max) < (everywhere ?? .min), "Esc is in the Article section:\n\(lines.joined(separator: "\n"))")
        await app.press(.escape, .escape)
        #expect(app.router.path == [.explore])
    }

    @Test func aLockedFeedItemOffersEscBackToo() async {
        let items = AppRoute.feedItems(.feed(FixtureFeeds.members))
        let app = await AppDriver(deps: .mockWithFeeds(), path: [.explore, items, .feedArticle(id: 9)], size: Size(width: 100, height: 30))
        #expect(app.text.contains("for members"))
        #expect(app.text.contains("Esc back"))
        await app.press(.escape)
        #expect(app.router.path == [.explore, items])
    }

    /// `o` `b` `l` `N` on a premium feed's item, as a guest: each says why, rather than nothing,
    /// and nothing is bookmarked, opened or marked.
    @Test(arguments: ["o", "b", "l", "N", "c", "/"])
    func aKeyThatNeedsTheArticleSaysWhy(key: Character) async throws {
        let deps = AppDependencies.mockWithFeeds()
        let items = AppRoute.feedItems(.feed(FixtureFeeds.members))
        let app = await AppDriver(deps: deps, path: [.explore, items, .feedArticle(id: 9)], size: Size(width: 100, height: 30))
        await app.press(.char(key))
        #expect(app.router.notice == .premiumLocked)
        #expect(app.router.sheet == nil && app.router.path.last == .feedArticle(id: 9))
        let item = try #require(try await deps.feedCache.item(id: 9))
        #expect(!item.isBookmarked && !item.isRead)
    }

    /// The same on a premium article of the sample news.
    @Test(arguments: ["o", "b", "l", "c"])
    func aKeyThatNeedsASampleArticleSaysWhy(key: Character) async {
        let app = await AppDriver(path: [.explore], size: Size(width: 100, height: 30))
        await app.press(.backTab, .end, .up, .up, .up, .up, .enter, .char("n"))
        #expect(app.text.contains("This article is for members"))
        await app.press(.char(key))
        #expect(app.router.notice == .premiumLocked)
    }
}
