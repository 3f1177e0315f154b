import Domain
import Foundation
import Testing

/// Tags typed on the command line or read from OPML are trimmed, and an empty one left out; a
/// `urls` line's tags stay as written.
@Suite("Given tags: trimmed, none empty")
struct GivenTagsTests {
    let address = "https://example.com/feed"

    @Test func blanksAroundATagGoAndEmptyOnesAndRepeatsAreLeftOut() {
        #expect(FeedSubscription.givenTags([" news ", "", "\ttech", " ", "news", "\u{3000}world\u{2028}", "a b"])
            == ["news", "tech", "world", "a b"])
    }

    /// Cleaned first: a tag that is only an escape sequence, or one that leaves a space in front
    /// once its control characters are out, is trimmed as what is written.
    @Test func theCleanedTagIsTrimmed() {
        #expect(FeedSubscription.givenTags(["\u{1B}[1m news", "\u{1B}[0m", "\u{7}"]) == ["news"])
    }

    @Test func anOPMLFeedsFoldersAndCategoriesAreTrimmed() throws {
        let entry = OPMLEntry(url: address, folders: ["News,\u{2028}World ", " , "], categories: [" tech ", "", "\u{1B}[0m", " news"])
        #expect(try OPMLImport.subscription(for: entry).tags == ["News", "World", "tech", "news"])
    }

    /// The `urls` file's format is newsboat's: a quoted tag keeps its spaces.
    @Test func aURLsLinesTagsStayAsWritten() throws {
        let feed = FeedSubscription(address: try FeedAddress(address), words: [" news ", "tech"])
        #expect(feed.tags == [" news ", "tech"])
    }
}
