import Domain
import FeedParsing
import Foundation
import Testing

@testable import aichats_http

/// What the app receives of an item whose feed leaves out a link, an author name or a published date.
@Suite struct FetchedFeedBuilderTests {
    @Test func enclosuresFollowTheTextsLinksAndAreTheLinkOfAnItemWithoutOne() {
        var parsed = ParsedItem()
        parsed.summary = #"<p>Notes <a href="https://a/notes">n</a></p>"#
        parsed.enclosures = ["/ep1.mp3", "https://a/notes"]
        let item = FetchedFeedBuilder.item(parsed, LinkResolver(base: URL(string: "https://a/feed")))
        #expect(item.links == ["https://a/notes", "https://a/ep1.mp3"])
        #expect(item.link == "https://a/ep1.mp3")
        parsed.link = "https://a/page"
        #expect(FetchedFeedBuilder.item(parsed).link == "https://a/page")
    }

    @Test func anAuthorGivenOnlyByAddressIsShownByIt() {
        var parsed = ParsedItem()
        parsed.authorEmail = "jo@example.org"
        #expect(FetchedFeedBuilder.item(parsed).author == "jo@example.org")
        parsed.authorName = "Jo"
        #expect(FetchedFeedBuilder.item(parsed).author == "Jo")
    }

    @Test func anItemDatedOnlyByItsUpdateWasPublishedThen() {
        var parsed = ParsedItem()
        parsed.updated = Date(timeIntervalSince1970: 1_577_977_445)
        #expect(FetchedFeedBuilder.item(parsed).published == parsed.updated)
        parsed.published = Date(timeIntervalSince1970: 1_000)
        #expect(FetchedFeedBuilder.item(parsed).published == Date(timeIntervalSince1970: 1_000))
    }
}
