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
            // The article's page first, then [1], [2]: a javascript: link is refused.
            await driver.press(.down, .down, .enter)
            #expect(driver.router.notice?.text == "Could not open [2]: only http and https links can be opened, not javascript:")
            #expect(driver.router.notice?.isError == true)
        }
    }

    /// The help over the links says what the reader opens: a feed's `file:` links are refused.
    @Test func theLinksHelpNamesTheSchemesThatOpen() async {
        let driver = await AppDriver(deps: .mockWithFeeds(), path: [.explore, .feeds, .feedArticle(id: 1)],
                                     size: Size(width: 100, height: 30))
        await driver.type("l")
        await driver.type("?")
        #expect(driver.text.contains("Open the link in the browser (http and https only)"))
        #expect(!driver.text.contains("file only"))
    }

    @Test func feedArticleOnlyASummaryInCJK() async {
        await assertScreens("feedArticleSummary", deps: .mockWithFeeds(), path: [.explore, .feeds, .feedArticle(id: 2)],
                            sizes: [Size(width: 80, height: 24)])
    }
}
