import AppComposition
import AppTestSupport
import Presentation
import TerminalUI
import Testing

/// The reader of a feed item: its footnotes, its links' list, a CJK summary.
extension FeedSnapshotTests {
    @Test func feedArticleWithFootnotes() async {
        await assertScreens("feedArticle", deps: .mockWithFeeds(), path: [.explore, .feeds, .feedArticle(id: 1)],
                            sizes: Self.sizes) { driver in
            await driver.press(.end)
            #expect(driver.text.contains("[2] javascript:alert('hi')"))
        }
    }

    @Test func feedArticleLinks() async {
        await assertScreens("feedArticleLinks", deps: .mockWithFeeds(), path: [.explore, .feeds, .feedArticle(id: 1)],
                            sizes: Self.sizes) { driver in
            await driver.type("l")
            await driver.press(.down, .enter)
            #expect(driver.router.notice?.text == "Could not open [2]: only http and https links can be opened, not javascript:")
            #expect(driver.router.notice?.isError == true)
        }
    }

    @Test func feedArticleOnlyASummaryInCJK() async {
        await assertScreens("feedArticleSummary", deps: .mockWithFeeds(), path: [.explore, .feeds, .feedArticle(id: 2)],
                            sizes: [Size(width: 80, height: 24)])
    }
}
