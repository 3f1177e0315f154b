import Domain
import Foundation
import Testing

/// An item without a title (a Mastodon post) is called by the start of its text, everywhere.
@Suite struct FeedItemShownTitleTests {
    private func item(title: String = "", summary: String = "", content: String = "") -> FeedItem {
        FeedItem(id: 1, feed: "https://a.example.org/feed", title: title, firstSeen: Date(timeIntervalSince1970: 0),
                 summaryText: summary, contentText: content)
    }

    @Test func aTitleIsShownAsTheFeedGaveIt() {
        let titled = item(title: "Release notes", summary: "Everything that changed")
        #expect(titled.shownTitle == "Release notes")
        #expect(!titled.isUntitled)
    }

    @Test func withoutATitleTheStartOfTheTextIsCutAtAWord() {
        let post = item(summary: "Toot number 0: just shipped a new release of my terminal app[1], check it out!\n\nMore")
        #expect(post.shownTitle == "Toot number 0: just shipped a new release of my terminal…")
        #expect(post.isUntitled)
        #expect(post.title.isEmpty, "the item's own title stays empty: what the feed gave")
        #expect(item(summary: "Short post[1]").shownTitle == "Short post")
        #expect(item(content: "Only\ncontent").shownTitle == "Only content")
    }

    /// A post that starts with a table (a pipe table, as the network helper writes one) is
    /// called by its cells' words, without its pipes and dashes.
    @Test func aTableAtTheStartIsCalledByItsWords() {
        #expect(item(summary: "| Fruit | Price |\n| --- | --- |\n| Apple | 1 € |").shownTitle == "Fruit Price Apple 1 €")
        #expect(item(summary: "---\n\nAfter a rule").shownTitle == "After a rule")
    }

    @Test func aWordLongerThanATitleIsCut() {
        let shown = item(summary: String(repeating: "x", count: 100)).shownTitle
        #expect(shown == String(repeating: "x", count: 59) + "…")
    }

    /// Only the start of a long text is read; a cut there still says that more follows.
    @Test func aTextOfMarkersOnlyCutWhereItIsReadSaysMoreFollows() {
        let markers = (1...100).map { "[\($0)]" }.joined() + " tail"
        #expect(item(summary: "a" + markers).shownTitle == "a…")
        #expect(item(summary: "x[1]y z[23] [a] [4").shownTitle == "xy z [a] [4")
        #expect(item(content: String(repeating: "word ", count: 200_000)).shownTitle.hasSuffix("word…"))
    }

    @Test("a post that starts with its photo or video is called by its words; by its markers when it has none")
    func leadingMediaMarkersAreSkipped() {
        #expect(item(summary: "[image: A cat on a mat] [1] Look who came to visit").shownTitle == "Look who came to visit")
        #expect(item(summary: "[video] [1] [image] [2] Two things").shownTitle == "Two things")
        #expect(item(summary: "[embed: youtube.com] [3]").shownTitle == "[embed: youtube.com]")
        #expect(item(summary: "[draft] notes").shownTitle == "[draft] notes", "only the app's own markers")
        #expect(item(summary: "Text then [image] [1]").shownTitle == "Text then [image]")
    }

    @Test func withoutTitleOrTextItIsUntitled() {
        #expect(item().shownTitle == "(untitled)")
        #expect(item(summary: "[1]").shownTitle == "(untitled)")
    }

    /// A chat about the item is listed in Chats and headed by the title it recorded.
    @Test func aChatAboutAnUntitledItemRecordsTheShownTitle() {
        let post = item(summary: "Just shipped a release")
        #expect(ArticleReference(post).title == "Just shipped a release")
        #expect(ArticleReference(item(title: "Notes", summary: "x")).title == "Notes")
    }
}
