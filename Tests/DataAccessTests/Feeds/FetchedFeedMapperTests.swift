import Domain
import Foundation
import HTTPStreamWire
import Testing
@testable import DataAccess

/// The helper's reply is outside data: cleaned, bounded, refused when it breaks a bound.
@Suite("Mapping the helper's feed reply")
struct FetchedFeedMapperTests {
    @Test("every text is cleaned of escape sequences; one-line fields lose their line breaks")
    func cleaned() throws {
        var item = FetchedItem()
        item.title = "Title\u{1B}[2J\nsecond line"
        item.author = "\u{202E}evil"
        item.contentText = "Para one.\r\n\r\nPara \u{1B}]0;owned\u{07}two [1]."
        item.links = ["https://x.example/\u{1B}[31m"]
        let feed = try FetchedFeedMapper.feed(FetchedFeed(title: " Feed\t ", siteLink: "https://e.example/", items: [item]))
        #expect(feed.title == "Feed")
        #expect(feed.items[0].title == "Title second line")
        #expect(feed.items[0].author == "evil")
        #expect(feed.items[0].contentText == "Para one.\n\nPara two [1].")
        #expect(feed.items[0].links == ["https://x.example/"])
    }

    @Test("a date out of range is no date: the item and its feed are kept")
    func datesOutOfRange() throws {
        var dated = FetchedItem()
        dated.title = "Year zero"
        dated.published = Date(timeIntervalSince1970: -62_167_219_200)
        dated.updated = Date(timeIntervalSince1970: 1e14)
        var kept = FetchedItem()
        kept.published = Date(timeIntervalSince1970: 253_402_300_799.5)
        let feed = try FetchedFeedMapper.feed(FetchedFeed(title: "T", siteLink: "", items: [dated, kept]))
        #expect(feed.items.map(\.title) == ["Year zero", ""])
        #expect(feed.items[0].published == nil)
        #expect(feed.items[0].updated == nil)
        #expect(feed.items[1].published == Date(timeIntervalSince1970: 253_402_300_799.5), "the last second of 9999")
    }

    @Test("too many items or links throw")
    func bounds() {
        var linked = FetchedItem()
        linked.links = Array(repeating: "l", count: FetchedFeedMapper.maximumLinksPerItem + 1)
        #expect(throws: FetchedFeedMapper.Invalid.self) { try FetchedFeedMapper.item(linked) }
        let many = FetchedFeed(title: "", siteLink: "", items: Array(repeating: FetchedItem(), count: 10_001))
        #expect(throws: FetchedFeedMapper.Invalid.self) { try FetchedFeedMapper.feed(many) }
    }

    @Test("a validator that could inject a header is dropped; the others are kept")
    func validators() {
        let mapped = FetchedFeedMapper.validators(FeedValidators(etag: "\"a\"\r\nX-Evil: 1", lastModified: "Wed, 21 Oct 2015"))
        #expect(mapped == FeedValidators(etag: nil, lastModified: "Wed, 21 Oct 2015"))
    }

    @Test("a failure reason is one line, never empty")
    func reasons() {
        #expect(FetchedFeedMapper.sentence("the server\nanswered \u{1B}[1m500") == "the server answered 500")
        #expect(FetchedFeedMapper.sentence(" \n") == "the network helper gave no reason")
    }
}
