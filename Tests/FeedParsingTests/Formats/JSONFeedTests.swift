import Foundation
import Testing
import FeedParsing

@Suite struct JSONFeedTests {
    @Test func readsVersion11() throws {
        let feed = try parseFeed("""
            {"version": "https://jsonfeed.org/version/1.1", "title": "JSON Site",
             "home_page_url": "https://example.org/", "feed_url": "https://example.org/feed.json",
             "items": [{"id": "1", "url": "https://example.org/1", "title": "One",
                        "summary": "Short", "content_html": "<p>Long</p>", "content_text": "Long",
                        "date_published": "2024-01-02T03:04:05Z", "date_modified": "2024-01-03T00:00:00Z",
                        "authors": [{"name": "Ann"}], "image": "https://example.org/1.png",
                        "attachments": [{"url": "https://example.org/1.mp3", "mime_type": "audio/mpeg"}]},
                       {"id": 2, "content_text": "Only text"}]}
            """)
        #expect(feed.title == "JSON Site")
        #expect(feed.link == "https://example.org/")
        let first = try #require(feed.items.first)
        #expect(first.guid == "1")
        #expect(first.link == "https://example.org/1")
        #expect(first.summary == "Short")
        #expect(first.content == "<p>Long</p>")
        #expect(first.authorName == "Ann")
        #expect(first.published == utc("2024-01-02T03:04:05Z"))
        #expect(first.updated == utc("2024-01-03T00:00:00Z"))
        #expect(first.thumbnail == "https://example.org/1.png")
        #expect(first.enclosures == ["https://example.org/1.mp3"])
        #expect(feed.items[1].guid == "2", "a numeric id is kept as its digits")
        #expect(feed.items[1].content == "Only text")
        #expect(feed.items[1].published == nil)
    }

    @Test func readsVersion10WithItsSingleAuthor() throws {
        let feed = try parseFeed("""
              {"version": "https://jsonfeed.org/version/1", "title": "Old JSON",
               "items": [{"id": "a", "title": "A", "author": {"name": "Bob"}}]}
            """)
        #expect(feed.items.map(\.authorName) == ["Bob"])
    }

    @Test func refusesJSONThatIsNoFeed() {
        #expect(parseError(#"{"name": "not a feed"}"#) == .invalidJSON)
        #expect(FeedParseError.invalidJSON.description
            == #"the document is JSON but not a JSON Feed (it has neither "version" nor "items")"#)
    }

    @Test("JSON that cannot be read says what the JSON reader found wrong, as XML names its line and column")
    func malformedJSONSaysWhere() {
        let broken = parseError(#"{"version": "1", "items": [}"#)?.description
        #expect(broken?.hasPrefix("the document is not well-formed JSON (") == true)
        #expect(broken?.contains("character 27") == true, "\(broken ?? "")")
        let badUTF8 = parseError(Data([0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D]))?.description
        #expect(badUTF8?.hasPrefix("the document is not well-formed JSON (") == true)
        #expect(badUTF8?.allSatisfy { $0.isASCII && !$0.isNewline } == true)
    }

    @Test("a link must be a string: a number is no address (it was resolved as a path, \"/f/42\")")
    func numbersAreNoLinks() throws {
        let feed = try parseFeed("""
            {"version": "https://jsonfeed.org/version/1.1", "home_page_url": 7,
             "items": [{"id": 42, "url": 42, "title": 5, "image": 9, "attachments": [{"url": 3}]},
                       {"id": "b", "url": " https://e.org/b ", "attachments": [{"url": "https://e.org/b.mp3"}]}]}
            """)
        #expect(feed.link == "")
        #expect(feed.items.map(\.guid) == ["42", "b"], "a numeric id is still an id")
        #expect(feed.items.map(\.title) == ["5", ""], "a number as a title is still its text")
        #expect(feed.items.map(\.link) == ["", "https://e.org/b"])
        #expect(feed.items.map(\.thumbnail) == ["", ""])
        #expect(feed.items.map(\.enclosures) == [[], ["https://e.org/b.mp3"]])
    }

    @Test("an attachment's mime_type, size_in_bytes and duration_in_seconds are its details, as an RSS enclosure's are")
    func attachmentsCarryTheirDetails() throws {
        let feed = try parseFeed("""
            {"version": "https://jsonfeed.org/version/1.1",
             "items": [{"id": "e", "attachments": [
                {"url": "https://e.org/e.mp3", "mime_type": "audio/mpeg", "size_in_bytes": 45700000,
                 "duration_in_seconds": 3723},
                {"url": "https://e.org/e.pdf", "mime_type": "application/pdf", "size_in_bytes": "big"}]}]}
            """)
        let item = try #require(feed.items.first)
        #expect(item.enclosures == ["https://e.org/e.mp3", "https://e.org/e.pdf"])
        #expect(item.enclosureDetails == [
            ParsedEnclosure(url: "https://e.org/e.mp3", type: "audio/mpeg", length: 45_700_000, duration: "3723"),
            ParsedEnclosure(url: "https://e.org/e.pdf", type: "application/pdf"),
        ])
    }
}
